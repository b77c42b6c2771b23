// Texts of the user screens (spec 2 §2.7, §5, §8): user list, add-user dialog, user detail and permissions.
const utenti = {
  utenti: {
    list: {
      title: 'Lista Utenti',
      add: 'Nuovo Utente',
      actions: 'Azioni',
    },
    filter: {
      title: 'Filtri',
      search: 'Nome utente...',
      search_label: 'Cerca utente',
      search_hint: 'Almeno 3 caratteri',
      societa: 'Societa',
      arbitro: 'Arbitri',
      allenatore: 'Allenatori',
    },
    actions: {
      change_password: 'Cambia password',
      manage: 'Gestione Utente',
      enable: 'Abilita',
      disable: 'Disabilita',
      // The spec writes this one question for both actions, typo included.
      confirm_toggle: "Vuoi diabilitare l'utente selezionato?",
      enabled: 'Utente abilitato correttamente',
      disabled: 'Utente disabilitato correttamente',
    },
    create: {
      title: 'Nuovo Utente',
      name: 'Nome Utente',
      email: 'Email Utente',
      password: 'Password',
      password_confirmation: 'Conferma Password',
      tipo_utente: 'Tipo utente',
      tipo_anagrafica: 'anagrafica',
      tipo_societa: 'societa',
      societa: 'Societa',
      anagrafica: 'Anagrafica',
      lookup_search: 'Cerca...',
      lookup_more: 'Altri risultati',
      lookup_none: 'Nessun risultato',
      lookup_selected: 'Selezionato: %{name}',
      close: 'Chiudi',
      save: 'Memorizza',
      saved: 'Dati salvati con successo',
    },
    detail: {
      new_title: 'Nuovo Utente',
      close: 'Chiudi',
      add_permission: 'Aggiungi Permesso',
      role: 'Ruolo',
      read: 'Read',
      write: 'Write',
      remove: 'Rimuovi Permessi',
      no_permissions: 'Nessun permesso assegnato',
      self_hint: 'Non puoi modificare i tuoi permessi: chiedi a un altro amministratore.',
      disabled_hint: 'Utente disabilitato',
      not_found: 'Utente non trovato',
    },
    permissions: {
      title: 'Aggiungi permessi',
      application: 'Applicazione',
      permission: 'Permesso',
      read: 'Read',
      write: 'Write',
      submit: 'Inserisci Permessi',
      close: 'Chiudi',
      saved: 'Permessi aggiornati correttamente',
    },
    types: {
      sysadmin: 'Amministratore di sistema',
      admin: 'Amministratore',
      societa: 'Societa',
      anagrafica: 'Anagrafica',
    },
  },
  // Column labels of the user grid (the generator's DataGrid reads resources.<name>.fields.<source>).
  resources: {
    utente: {
      name: 'Lista Utenti',
      fields: { id: '#', name: 'Nome utente', societa_anagrafica: 'Societa / Anagrafica', abilitato: 'Abilitato' },
    },
  },
};

export default utenti;
