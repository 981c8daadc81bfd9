import type { ReleaseNote } from '../ports/newsStore';

/**
 * Listboard's release notes: its news (docs/news-and-feedback.md), seeded into Table Storage by the first GET /api/news
 * of each process. Each is dated when its feature landed in this repository (git log), so a new note
 * is dated later than every one before it: that is what makes it new to people and opens the what's-new
 * slider once. Write a new note in all four languages; an edited note is rewritten in storage on the
 * next seeding. A note dated in the future stays hidden until its moment.
 */
export const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    id: 'news-and-feedback',
    createdAt: '2026-11-25T18:30:00Z',
    url: '',
    texts: {
      'en-US': {
        title: 'News and feedback',
        shortDescription:
          'The bell in the navigation bar tells you what is new in Listboard, and Feedback sends your ideas and problems straight to the Listboard team.',
      },
      'de-DE': {
        title: 'Neuigkeiten und Rückmeldungen',
        shortDescription:
          'Die Glocke in der Navigationsleiste zeigt, was es in Listboard Neues gibt, und über „Rückmeldung“ erreichen Ihre Ideen und Probleme direkt das Listboard-Team.',
      },
      'fr-FR': {
        title: 'Nouveautés et avis',
        shortDescription:
          'La cloche de la barre de navigation vous présente les nouveautés de Listboard, et « Votre avis » envoie vos idées et problèmes directement à l’équipe Listboard.',
      },
      'es-ES': {
        title: 'Novedades y opiniones',
        shortDescription:
          'La campana de la barra de navegación le muestra las novedades de Listboard, y «Opinión» envía sus ideas y problemas directamente al equipo de Listboard.',
      },
    },
  },
  {
    id: 'trash-bin',
    createdAt: '2026-11-25T16:47:04Z',
    url: '/trashbin',
    texts: {
      'en-US': {
        title: 'The trash bin',
        shortDescription:
          'Boards you move to the trash bin can be restored exactly as they were, or removed permanently. After 93 days they are removed for you; their lists and items always stay.',
      },
      'de-DE': {
        title: 'Der Papierkorb',
        shortDescription:
          'Boards im Papierkorb lassen sich genau so wiederherstellen, wie sie waren, oder endgültig entfernen. Nach 93 Tagen werden sie automatisch entfernt; ihre Listen und Elemente bleiben immer erhalten.',
      },
      'fr-FR': {
        title: 'La corbeille',
        shortDescription:
          'Les tableaux placés dans la corbeille peuvent être restaurés tels quels ou supprimés définitivement. Après 93 jours, ils sont supprimés pour vous ; leurs listes et éléments restent toujours.',
      },
      'es-ES': {
        title: 'La papelera',
        shortDescription:
          'Los tableros que mueve a la papelera se pueden restaurar tal como estaban o eliminar de forma permanente. Pasados 93 días se eliminan solos; sus listas y elementos siempre se conservan.',
      },
    },
  },
  {
    id: 'reminders',
    createdAt: '2026-11-25T12:43:08Z',
    url: '',
    texts: {
      'en-US': {
        title: 'Reminders by mail',
        shortDescription:
          'Reminder rules in the board wizard mail people about cards that are due, daily, weekly or monthly, on the clock of the board’s time zone.',
      },
      'de-DE': {
        title: 'Erinnerungen per E-Mail',
        shortDescription:
          'Erinnerungsregeln im Board-Assistenten schicken täglich, wöchentlich oder monatlich E-Mails zu fälligen Karten, nach der Uhr der Zeitzone des Boards.',
      },
      'fr-FR': {
        title: 'Rappels par e-mail',
        shortDescription:
          'Les règles de rappel de l’assistant envoient un e-mail sur les cartes à échéance, chaque jour, semaine ou mois, à l’heure du fuseau horaire du tableau.',
      },
      'es-ES': {
        title: 'Recordatorios por correo',
        shortDescription:
          'Las reglas de recordatorio del asistente envían correos sobre las tarjetas que vencen, a diario, cada semana o cada mes, según la zona horaria del tablero.',
      },
    },
  },
  {
    id: 'notification-mail',
    createdAt: '2026-11-25T11:17:23Z',
    url: '',
    texts: {
      'en-US': {
        title: 'Notification mail',
        shortDescription:
          'People hear by mail when a card is assigned to them, commented on or changed as a rule of the board says. Several changes to one card arrive as one message, and every message can be unsubscribed from.',
      },
      'de-DE': {
        title: 'Benachrichtigungen per E-Mail',
        shortDescription:
          'Personen erfahren per E-Mail, wenn ihnen eine Karte zugewiesen, sie kommentiert oder nach einer Regel des Boards geändert wird. Mehrere Änderungen an einer Karte kommen als eine Nachricht, und jede lässt sich abbestellen.',
      },
      'fr-FR': {
        title: 'Notifications par e-mail',
        shortDescription:
          'Chacun est prévenu par e-mail quand une carte lui est attribuée, commentée ou modifiée selon une règle du tableau. Plusieurs modifications d’une carte arrivent en un seul message, et chaque message permet de se désabonner.',
      },
      'es-ES': {
        title: 'Notificaciones por correo',
        shortDescription:
          'Las personas reciben un correo cuando se les asigna una tarjeta, se comenta o cambia según una regla del tablero. Varios cambios de una tarjeta llegan en un solo mensaje, y de cada uno se puede cancelar la suscripción.',
      },
    },
  },
  {
    id: 'sharepoint-lists',
    createdAt: '2026-11-25T09:22:26Z',
    url: '',
    texts: {
      'en-US': {
        title: 'Boards over SharePoint Online lists',
        shortDescription:
          'Listboard reads and writes SharePoint lists and libraries as the signed-in person, so SharePoint’s own permissions apply on top of the board’s.',
      },
      'de-DE': {
        title: 'Boards über SharePoint-Online-Listen',
        shortDescription:
          'Listboard liest und schreibt SharePoint-Listen und -Bibliotheken als die angemeldete Person, sodass die Berechtigungen von SharePoint zusätzlich zu denen des Boards gelten.',
      },
      'fr-FR': {
        title: 'Des tableaux sur les listes SharePoint Online',
        shortDescription:
          'Listboard lit et écrit les listes et bibliothèques SharePoint en tant que personne connectée : les autorisations de SharePoint s’ajoutent à celles du tableau.',
      },
      'es-ES': {
        title: 'Tableros sobre listas de SharePoint Online',
        shortDescription:
          'Listboard lee y escribe listas y bibliotecas de SharePoint como la persona que ha iniciado sesión, así que los permisos de SharePoint se suman a los del tablero.',
      },
    },
  },
  {
    id: 'teams-and-app-part',
    createdAt: '2026-11-25T07:02:44Z',
    url: '',
    texts: {
      'en-US': {
        title: 'In Microsoft Teams and SharePoint pages',
        shortDescription:
          'Add a board as a tab of a Teams channel, in Teams’ language and theme, or embed it in any SharePoint page as an app part.',
      },
      'de-DE': {
        title: 'In Microsoft Teams und SharePoint-Seiten',
        shortDescription:
          'Fügen Sie ein Board als Registerkarte eines Teams-Kanals hinzu, in der Sprache und dem Design von Teams, oder betten Sie es als App-Teil in eine SharePoint-Seite ein.',
      },
      'fr-FR': {
        title: 'Dans Microsoft Teams et les pages SharePoint',
        shortDescription:
          'Ajoutez un tableau comme onglet d’un canal Teams, dans la langue et le thème de Teams, ou intégrez-le dans une page SharePoint comme composant d’application.',
      },
      'es-ES': {
        title: 'En Microsoft Teams y en páginas de SharePoint',
        shortDescription:
          'Añada un tablero como pestaña de un canal de Teams, con el idioma y el tema de Teams, o insértelo en una página de SharePoint como elemento de aplicación.',
      },
    },
  },
  {
    id: 'keyboard-and-pdf',
    createdAt: '2026-11-25T01:30:07Z',
    url: '',
    texts: {
      'en-US': {
        title: 'Keyboard moves and PDF export',
        shortDescription:
          'Move cards across columns and swimlanes with the arrow keys, and save a board as a printable PDF on A4 or Letter pages.',
      },
      'de-DE': {
        title: 'Mit der Tastatur verschieben, als PDF speichern',
        shortDescription:
          'Verschieben Sie Karten mit den Pfeiltasten über Spalten und Swimlanes hinweg, und speichern Sie ein Board als druckfertiges PDF auf A4- oder Letter-Seiten.',
      },
      'fr-FR': {
        title: 'Déplacements au clavier et export PDF',
        shortDescription:
          'Déplacez les cartes entre colonnes et couloirs avec les flèches du clavier, et enregistrez un tableau en PDF imprimable, en A4 ou en Letter.',
      },
      'es-ES': {
        title: 'Mover con el teclado y exportar a PDF',
        shortDescription:
          'Mueva tarjetas entre columnas y calles con las flechas del teclado, y guarde un tablero como PDF listo para imprimir en páginas A4 o Carta.',
      },
    },
  },
  {
    id: 'four-languages',
    createdAt: '2026-11-25T01:11:17Z',
    url: '',
    texts: {
      'en-US': {
        title: 'In your language',
        shortDescription: 'Listboard speaks English, German, French and Spanish, and writes dates and numbers the way your language does.',
      },
      'de-DE': {
        title: 'In Ihrer Sprache',
        shortDescription:
          'Listboard spricht Englisch, Deutsch, Französisch und Spanisch und schreibt Datumsangaben und Zahlen so, wie es in Ihrer Sprache üblich ist.',
      },
      'fr-FR': {
        title: 'Dans votre langue',
        shortDescription:
          'Listboard parle anglais, allemand, français et espagnol, et écrit les dates et les nombres comme le veut votre langue.',
      },
      'es-ES': {
        title: 'En su idioma',
        shortDescription:
          'Listboard habla inglés, alemán, francés y español, y escribe las fechas y los números como se hace en su idioma.',
      },
    },
  },
  {
    id: 'board-templates',
    createdAt: '2026-11-22T05:03:44Z',
    url: '',
    texts: {
      'en-US': {
        title: 'Board templates',
        shortDescription:
          'Save a board with the structure of its lists, and its items if you like, as a .kbot template, and make a new board with new lists from it anywhere.',
      },
      'de-DE': {
        title: 'Board-Vorlagen',
        shortDescription:
          'Speichern Sie ein Board mit dem Aufbau seiner Listen, auf Wunsch samt Elementen, als .kbot-Vorlage und erstellen Sie daraus überall ein neues Board mit neuen Listen.',
      },
      'fr-FR': {
        title: 'Modèles de tableaux',
        shortDescription:
          'Enregistrez un tableau avec la structure de ses listes, et ses éléments si vous le souhaitez, comme modèle .kbot, puis créez-en partout un nouveau tableau avec de nouvelles listes.',
      },
      'es-ES': {
        title: 'Plantillas de tableros',
        shortDescription:
          'Guarde un tablero con la estructura de sus listas, y sus elementos si lo desea, como plantilla .kbot, y cree con ella un tablero nuevo con listas nuevas en cualquier sitio.',
      },
    },
  },
  {
    id: 'board-wizard',
    createdAt: '2026-11-22T04:56:19Z',
    url: '/newboard',
    texts: {
      'en-US': {
        title: 'The board wizard',
        shortDescription:
          'Four steps set up a board: its lists, its columns with work-in-progress limits, its swimlanes, and its cards, filters, notifications and reminders.',
      },
      'de-DE': {
        title: 'Der Board-Assistent',
        shortDescription:
          'In vier Schritten richten Sie ein Board ein: seine Listen, seine Spalten mit WIP-Limits, seine Swimlanes sowie Karten, Filter, Benachrichtigungen und Erinnerungen.',
      },
      'fr-FR': {
        title: 'L’assistant de tableau',
        shortDescription:
          'Quatre étapes configurent un tableau : ses listes, ses colonnes avec limites de travail en cours, ses couloirs, puis ses cartes, filtres, notifications et rappels.',
      },
      'es-ES': {
        title: 'El asistente de tableros',
        shortDescription:
          'Cuatro pasos configuran un tablero: sus listas, sus columnas con límites de trabajo en curso, sus calles y sus tarjetas, filtros, notificaciones y recordatorios.',
      },
    },
  },
  {
    id: 'filters-and-styles',
    createdAt: '2026-11-22T03:28:59Z',
    url: '',
    texts: {
      'en-US': {
        title: 'Filters and style rules',
        shortDescription:
          'Narrow a board with its shared filters or your own private ones, built from conditions, and colour cards by rules such as “overdue” or “high priority”.',
      },
      'de-DE': {
        title: 'Filter und Stilregeln',
        shortDescription:
          'Grenzen Sie ein Board mit seinen gemeinsamen oder Ihren privaten Filtern aus Bedingungen ein, und färben Sie Karten nach Regeln wie „überfällig“ oder „hohe Priorität“.',
      },
      'fr-FR': {
        title: 'Filtres et règles de style',
        shortDescription:
          'Restreignez un tableau avec ses filtres partagés ou vos filtres privés, faits de conditions, et colorez les cartes selon des règles comme « en retard » ou « priorité haute ».',
      },
      'es-ES': {
        title: 'Filtros y reglas de estilo',
        shortDescription:
          'Acote un tablero con sus filtros compartidos o con los suyos privados, hechos de condiciones, y coloree las tarjetas con reglas como «vencida» o «prioridad alta».',
      },
    },
  },
  {
    id: 'card-dialog',
    createdAt: '2026-11-22T02:27:50Z',
    url: '',
    texts: {
      'en-US': {
        title: 'Everything about a card',
        shortDescription:
          'A card opens in a dialog with every field of its item, its subtasks, comments, watchers and attachments, and its history.',
      },
      'de-DE': {
        title: 'Alles zu einer Karte',
        shortDescription:
          'Eine Karte öffnet sich in einem Dialog mit allen Feldern ihres Elements, ihren Unteraufgaben, Kommentaren, Beobachtern, Anlagen und ihrem Verlauf.',
      },
      'fr-FR': {
        title: 'Tout sur une carte',
        shortDescription:
          'Une carte s’ouvre dans une boîte de dialogue avec tous les champs de son élément, ses sous-tâches, commentaires, observateurs, pièces jointes et son historique.',
      },
      'es-ES': {
        title: 'Todo sobre una tarjeta',
        shortDescription:
          'Una tarjeta se abre en un cuadro de diálogo con todos los campos de su elemento, sus subtareas, comentarios, seguidores, adjuntos y su historial.',
      },
    },
  },
  {
    id: 'live-updates',
    createdAt: '2026-11-22T01:27:23Z',
    url: '',
    texts: {
      'en-US': {
        title: 'Live updates',
        shortDescription:
          'What others change on a board appears on yours within seconds, and nothing is missed after your connection comes back.',
      },
      'de-DE': {
        title: 'Live-Aktualisierungen',
        shortDescription:
          'Was andere an einem Board ändern, erscheint bei Ihnen innerhalb von Sekunden, und nach einer Verbindungsunterbrechung geht nichts verloren.',
      },
      'fr-FR': {
        title: 'Mises à jour en direct',
        shortDescription:
          'Ce que les autres modifient sur un tableau apparaît chez vous en quelques secondes, et rien n’est perdu quand votre connexion revient.',
      },
      'es-ES': {
        title: 'Actualizaciones en directo',
        shortDescription:
          'Lo que otros cambian en un tablero aparece en el suyo en segundos, y no se pierde nada cuando vuelve su conexión.',
      },
    },
  },
  {
    id: 'kanban-boards',
    createdAt: '2026-11-22T01:07:47Z',
    url: '/kanban',
    texts: {
      'en-US': {
        title: 'Kanban boards over your lists',
        shortDescription:
          'The items of a list become cards in columns of a choice field and swimlanes of a second field. Drag them, and every change is written back to the list.',
      },
      'de-DE': {
        title: 'Kanban-Boards über Ihren Listen',
        shortDescription:
          'Die Elemente einer Liste werden zu Karten in Spalten eines Auswahlfelds und Swimlanes eines zweiten Felds. Ziehen Sie sie, und jede Änderung wird in die Liste zurückgeschrieben.',
      },
      'fr-FR': {
        title: 'Des tableaux kanban sur vos listes',
        shortDescription:
          'Les éléments d’une liste deviennent des cartes dans les colonnes d’un champ de choix et les couloirs d’un second champ. Faites-les glisser : chaque changement est écrit dans la liste.',
      },
      'es-ES': {
        title: 'Tableros kanban sobre sus listas',
        shortDescription:
          'Los elementos de una lista se convierten en tarjetas en columnas de un campo de opción y en calles de un segundo campo. Arrástrelas y cada cambio se escribe de vuelta en la lista.',
      },
    },
  },
];
