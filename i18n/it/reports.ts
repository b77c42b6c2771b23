// Texts of the reports (spec 2 §2.9, §3 Admin report columns).
const reports = {
  reports: {
    societa: { title: 'Report Società' },
    anagrafica: { title: 'Report Tesserati' },
    columns: {
      nome: 'Nome',
      PortafoglioIniziale: 'Portafoglio Iniziale',
      Portafoglio: 'Portafoglio',
      Bonifico: 'Bonifico',
      CartaCredito: 'Carta di Credito',
      ContoTransitorio: 'Conto Transitorio',
    },
    totals: 'Totale',
    total_records: 'Totale record: %{count}',
    export: 'Esporta',
    chart: { title: 'Incassi per stagione e metodo di pagamento' },
    filters: {
      button: 'Filtri',
      title: 'Filtri',
      stagione: 'Stagione',
      societa: 'Società',
      anagrafica: 'Tesserato',
      dataDa: 'Data richiesta da',
      dataA: 'Data richiesta a',
      codice: 'Codice contabile',
      euro_min: 'Importo minimo',
      euro_max: 'Importo massimo',
      all: 'Tutti',
      remove: 'Rimuovi Filtri',
      apply: 'Applica Filtri',
    },
  },
};

export default reports;
