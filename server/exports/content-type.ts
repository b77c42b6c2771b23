// The export file's media type, apart from the writer so that routes do not load exceljs.
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
