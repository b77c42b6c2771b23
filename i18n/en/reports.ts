// Texts of the reports (spec 2 §2.9, §3 Admin report columns), English.
const reports = {
  reports: {
    societa: { title: 'Club report' },
    anagrafica: { title: 'Member report' },
    columns: {
      nome: 'Name',
      PortafoglioIniziale: 'Opening wallet',
      Portafoglio: 'Wallet',
      Bonifico: 'Bank transfer',
      CartaCredito: 'Credit card',
      ContoTransitorio: 'Transit account',
    },
    totals: 'Total',
    total_records: 'Total records: %{count}',
    export: 'Export',
    chart: { title: 'Takings by season and payment method' },
    filters: {
      button: 'Filters',
      title: 'Filters',
      stagione: 'Season',
      societa: 'Club',
      anagrafica: 'Member',
      dataDa: 'Request date from',
      dataA: 'Request date to',
      codice: 'Ledger code',
      euro_min: 'Minimum amount',
      euro_max: 'Maximum amount',
      all: 'All',
      remove: 'Remove filters',
      apply: 'Apply filters',
    },
  },
};

export default reports;
