// English texts of the schema-driven screens (same keys as i18n/it/resources.ts).
const resources = {
  resources: {
    causali: {
      name: 'Registration types',
      fields: {
        id: '#', famiglia: 'Family', famiglia_ruolo: 'Family', nome: 'Name', codice: 'Code',
        approvazione_automatica: 'Automatic approval', is_under: 'Under', max_stagioni: 'Maximum number of seasons',
        mostra_in_anagrafica: 'Shown in member records',
      },
      texts: {
        title: 'Registration types', add: 'Add registration type', dialogTitle: 'Configure registration type', save: 'Save',
        success: 'The registration types have been saved',
      },
      actions: {},
    },
    comitati: {
      name: 'Committees',
      fields: { id: '#', nome: 'Name', email: 'Email', telefono: 'Phone', fax: 'Fax' },
      texts: { title: 'Committees', add: 'Add new', dialogTitle: 'Configure committee', save: 'Save configuration', success: 'The committee has been saved' },
      actions: {},
    },
    disciplina: {
      name: 'Disciplines',
      fields: { id: '#', nome: 'Discipline', codice: 'Code' },
      texts: { title: 'Disciplines', save: 'Save', success: 'Saved successfully!' },
      actions: {},
    },
    disciplinestagioni: {
      name: 'Disciplines per season',
      fields: {
        id: '#', stagione_affiliazione_id: 'Season', disciplina_id: 'Discipline', data_inizio: 'Start date', data_fine: 'End date',
        stagione: { nome: 'Season' }, disciplina: { nome: 'Discipline' },
      },
      texts: {
        title: 'Disciplines per season', tab: 'Disciplines per season', add: 'Add new', dialogTitle: 'Configure discipline for season',
        save: 'Save configuration', success: 'Saved successfully!',
      },
      actions: {},
    },
    stagioni: {
      name: 'Seasons',
      fields: {
        id: '#', nome: 'Name', aperta: 'Open', data_inizio: 'Start date', data_fine: 'End date',
        data_inizio_rinnovi: 'Renewals start date', data_fine_rinnovi: 'Renewals end date',
        data_ultima_rinnovo_affiliazione: 'Last affiliation renewal date', data_ultima_revoca_prestiti: 'Last loan revocation date',
        anno_under: 'Under year', anno_over: 'Over year', max_numero_trasferimenti: 'Maximum number of transfers',
        gemellaggio_data_nascita_iniziale: 'Twinning first birth date', gemellaggio_data_nascita_finale: 'Twinning last birth date',
      },
      texts: { title: 'Seasons', tab: 'Seasons', add: 'Add new', dialogTitle: 'Configure season', save: 'Save configuration', success: 'The season has been saved' },
      actions: {
        open: {
          label: 'Open season', confirm: 'Do you want to open the selected season?', success: 'The season has been opened',
          failure: 'Error while opening the season',
        },
      },
    },
    configurazioni: {
      name: 'Fee configuration',
      fields: {
        id: '#', stagione_affiliazione_id: 'Season', tipologia_tesseramento_id: 'Registration type', famiglia: 'Family',
        importo: 'Amount', importo_tesseramento: 'Registration amount', importo_trasferimento_under: 'Under transfer amount',
        importo_trasferimento_senior: 'Senior transfer amount', tipologiatesseramento: { nome: 'Registration type' },
      },
      texts: { title: 'Fee configuration', add: 'Add amount', dialogTitle: 'Configure costs', save: 'Save configuration', success: 'The configurations have been saved' },
      actions: {},
    },
    configurazionigenerali: {
      name: 'General configuration',
      fields: {
        id: '#', rinnovi_automatici: 'Automatic renewals', rinnovi_automatici_stranieri: 'Automatic renewals for foreigners',
        abilita_carrello: 'Enable cart', vincolo_rinnovo: 'Renewal constraint', vincolo_rinnovo_id: 'Renewal constraint',
        only_admin_can_increment: 'Only administrators can top up wallets',
      },
      texts: { title: 'General configuration', save: 'Save configuration', success: 'The configurations have been saved' },
      actions: {},
    },
  },
  generator: {
    search: 'Search',
    search_hint: 'At least 3 characters',
    actions: 'Actions',
    actions_for: 'Actions for %{name}',
    edit: 'Edit',
    delete: 'Delete',
    close: 'Close',
    yes_icon: 'Yes',
    no_icon: 'No',
    deleted: 'deleted',
    delete_failure: 'Error while deleting',
  },
};

export default resources;
