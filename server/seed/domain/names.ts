// Name material for the demo people, clubs and addresses.

export const MALE_NAMES = [
  'Alessandro', 'Andrea', 'Antonio', 'Luca', 'Marco', 'Matteo', 'Francesco', 'Giuseppe', 'Giovanni', 'Lorenzo',
  'Davide', 'Simone', 'Federico', 'Riccardo', 'Stefano', 'Paolo', 'Roberto', 'Gabriele', 'Tommaso', 'Leonardo',
  'Mattia', 'Emanuele', 'Daniele', 'Fabio', 'Nicola', 'Michele', 'Claudio', 'Massimo', 'Salvatore', 'Vincenzo',
  'Pietro', 'Filippo', 'Alberto', 'Giorgio', 'Enrico', 'Diego', 'Samuele', 'Edoardo', 'Christian', 'Jacopo',
  'Cristian', 'Manuel', 'Angelo', 'Carlo', 'Sergio', 'Mario', 'Domenico', 'Raffaele', 'Gianluca', 'Maurizio',
  'Valerio', 'Alessio', 'Nicolò', 'Elia', 'Giacomo', 'Ivan', 'Dario', 'Mirko', 'Umberto', 'Franco',
];

export const FEMALE_NAMES = [
  'Giulia', 'Francesca', 'Sara', 'Martina', 'Chiara', 'Alessia', 'Federica', 'Valentina', 'Elisa', 'Laura',
  'Anna', 'Sofia', 'Aurora', 'Giorgia', 'Alice', 'Beatrice', 'Elena', 'Silvia', 'Ilaria', 'Roberta',
  'Paola', 'Monica', 'Cristina', 'Simona', 'Serena', 'Veronica', 'Michela', 'Arianna', 'Camilla', 'Noemi',
  'Emma', 'Greta', 'Ginevra', 'Matilde', 'Vittoria', 'Marta', 'Benedetta', 'Irene', 'Caterina', 'Gaia',
  'Rebecca', 'Nicole', 'Eleonora', 'Claudia', 'Barbara', 'Daniela', 'Lucia', 'Maria', 'Rosa', 'Teresa',
  'Angela', 'Marina', 'Debora', 'Erika', 'Jessica', 'Asia', 'Ludovica', 'Viola', 'Bianca', 'Carlotta',
];

export const SURNAMES = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco',
  'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti',
  'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone',
  'Longo', 'Gentile', 'Martinelli', 'Vitale', 'Lombardo', 'Serra', 'Coppola', 'De Santis', "D'Angelo", 'Marchetti',
  'Parisi', 'Villa', 'Conte', 'Ferraro', 'Ferri', 'Fabbri', 'Bianco', 'Marini', 'Grasso', 'Valentini',
  'Messina', 'Sala', 'De Angelis', 'Gatti', 'Pellegrini', 'Palumbo', 'Sanna', 'Farina', 'Rizzi', 'Monti',
  'Cattaneo', 'Morelli', 'Amato', 'Silvestri', 'Mazza', 'Testa', 'Grassi', 'Pellegrino', 'Carbone', 'Giuliani',
  'Benedetti', 'Barone', 'Rossetti', 'Caputo', 'Montanari', 'Guerra', 'Palmieri', 'Bernardi', 'Martino', 'Fiore',
  'De Rosa', 'Ferretti', 'Bellini', 'Basile', 'Riva', 'Donati', 'Piras', 'Vitali', 'Battaglia', 'Sartori',
  'Neri', 'Costantini', 'Milani', 'Pagano', 'Ruggiero', 'Sorrentino', "D'Amico", 'Orlando', 'Zanotti', 'Negri',
  'Mele', 'Fumagalli', 'Bassi', 'Bonetti', 'Cristiani', 'Gasparini', 'Zanetti', 'Pace', 'Cirillo', 'Orlandi',
  'Pozzi', 'Tedesco', 'Marras', 'Valenti', 'Cocco', 'Colonna', 'Mauro', 'Olivieri', 'Bellucci', 'Piazza',
  'Porcu', 'Melis', 'Deiana', 'Pisano', 'Fadda', 'Mura', 'Murgia', 'Lai', 'Ruggeri', 'Bertolini',
  'Gamper', 'Pichler', 'Mair', 'Hofer', 'Kofler', 'Gruber', 'Oberhofer', 'Zanella', 'Dalla Torre', 'Pedrotti',
  'Visintin', 'Furlan', 'Zanin', 'Dal Molin', 'Brunetti', 'Cavallo', 'Cappelli', 'Lorusso', 'Lattanzio', 'Losito',
  'Campanella', 'Carriero', 'Anaclerio', 'Laera', 'Morea', 'Tinelli', 'Rubino', 'Calabrese', 'Scuderi', 'Musumeci',
];

export const FOREIGN_MALE_NAMES = ['Luka', 'Marko', 'Nikola', 'Pierre', 'Jonas', 'Mateus', 'Andrei', 'Youssef', 'Ibrahima', 'Tomasz', 'Mykola', 'Javier'];
export const FOREIGN_FEMALE_NAMES = ['Ana', 'Ivana', 'Marie', 'Lena', 'Camila', 'Ioana', 'Amina', 'Fatou', 'Agnieszka', 'Olena', 'Lucía', 'Milica'];
export const FOREIGN_SURNAMES = [
  'Horvat', 'Kovačević', 'Petrović', 'Dubois', 'Müller', 'Silva', 'Popescu', 'Benali', 'Diop', 'Kowalski',
  'Shevchenko', 'García', 'Jovanović', 'Novak', 'Lefebvre', 'Schmidt', 'Santos', 'Ionescu', 'Haddad', 'Nowak',
];

/** Countries of birth for foreign members, by citizenship group (names as in the Belfiore list). */
export const EU_COUNTRIES = ['FRANCIA', 'GERMANIA', 'SPAGNA', 'ROMANIA', 'CROAZIA', 'POLONIA', 'SLOVENIA', 'UNGHERIA'];
export const NON_EU_COUNTRIES = ['SERBIA', 'BRASILE', 'ARGENTINA', 'TUNISIA', 'SENEGAL', 'ALBANIA', 'UCRAINA', 'MONTENEGRO', 'MAROCCO'];

export const STREETS = [
  'Via Roma', 'Via Garibaldi', 'Via Mazzini', 'Via Cavour', 'Via Dante Alighieri', 'Corso Italia', 'Via Verdi',
  'Via Marconi', 'Via XX Settembre', 'Via Vittorio Emanuele II', 'Piazza della Repubblica', 'Via Matteotti',
  'Via Gramsci', 'Via San Francesco', 'Via dei Mille', 'Viale Europa', 'Via Manzoni', 'Via Leopardi',
  'Via Petrarca', 'Via della Libertà', 'Via Aldo Moro', 'Via Kennedy', 'Via IV Novembre', 'Viale dello Sport',
  'Via Carducci', 'Via Pascoli', 'Via Don Minzoni', 'Via Colombo', 'Corso Umberto I', 'Via Nazionale',
];

export const CLUB_PATTERNS = [
  'Pallamano {t}', 'A.S.D. Pallamano {t}', 'Handball Club {t}', 'Polisportiva {t}', 'S.S.D. {t} Handball',
  '{t} Handball Team', 'A.S. Pallamano {t}', 'Gymnasium {t}', 'U.S. {t} Pallamano', 'Junior {t}',
  'A.S.D. Handball {t}', 'Pallamano {t} 1975', 'Accademia Pallamano {t}', 'G.S. {t}', 'Pallamano Città di {t}',
];
export const CLUB_SUFFIXES = ['Academy', 'Young', 'Sport', '2000', 'Nuova', 'Lions', 'Sharks', 'Eagles', 'Team', 'Club'];

/** Towns with a handball tradition: always in the town list, and clubs prefer them. */
export const HANDBALL_TOWNS: readonly (readonly [string, string])[] = [
  ['Conversano', 'BA'], ['Fasano', 'BR'], ['Bressanone', 'BZ'], ['Merano', 'BZ'], ['Bolzano', 'BZ'],
  ['Cassano Magnago', 'VA'], ['Lavis', 'TN'], ['Mezzocorona', 'TN'], ['Siracusa', 'SR'], ['Trieste', 'TS'],
  ['Malo', 'VI'], ['Carpi', 'MO'], ['Cingoli', 'MC'], ['Sassari', 'SS'], ['Ancona', 'AN'], ['Teramo', 'TE'],
  ['Gaeta', 'LT'], ['Benevento', 'BN'], ['Salerno', 'SA'], ['Chiaravalle', 'AN'], ['Pescara', 'PE'],
  ['Appiano sulla strada del vino', 'BZ'], ['Oderzo', 'TV'], ['Rubiera', 'RE'], ['Camerano', 'AN'],
  ['Putignano', 'BA'], ['Noci', 'BA'], ['Monteprandone', 'AP'], ['Ferrara', 'FE'], ['Modena', 'MO'],
  ['Erice', 'TP'], ['Mazara del Vallo', 'TP'], ['Cologne', 'BS'], ['Bologna', 'BO'], ['Roma', 'RM'],
  ['Milano', 'MI'], ['Torino', 'TO'], ['Napoli', 'NA'], ['Cassino', 'FR'], ['Prato', 'PO'], ['Imola', 'BO'],
];
