import type { PAGE_LANGUAGES } from '../../../api/auth';

export type StarterLocale = (typeof PAGE_LANGUAGES)[number];

/** The texts every starter shares: field titles and the date rules. */
interface CommonTexts {
  fields: {
    title: string;
    status: string;
    assignedTo: string;
    dueDate: string;
    comments: string;
    labels: string;
    parent: string;
    order: string;
  };
  overdue: string;
  dueSoon: string;
}

interface StarterBoardTexts {
  name: string;
  description: string;
  /** The title of the list the starter makes. */
  list: string;
  /** The columns, first to last; a new card starts in the first, the last one is done. */
  statuses: readonly string[];
  labels: readonly string[];
}

export interface StarterTexts extends CommonTexts {
  tasks: StarterBoardTexts;
  bugTriage: StarterBoardTexts & {
    priority: string;
    priorities: readonly [critical: string, high: string, medium: string, low: string];
    critical: string;
    /** The lane of the bugs nobody gave a priority yet. */
    noPriority: string;
  };
  contentCalendar: StarterBoardTexts & {
    publishDate: string;
    channel: string;
    channels: readonly [blog: string, newsletter: string, social: string, video: string];
    missedDate: string;
  };
}

/**
 * The starters' texts, which become the user's data (list, field and choice names) in the page's language
 * when a starter is imported; see docs/boards-home.md, "Starter templates".
 */
export const STARTER_TEXTS: Readonly<Record<StarterLocale, StarterTexts>> = {
  'en-US': {
    fields: {
      title: 'Title',
      status: 'Status',
      assignedTo: 'Assigned To',
      dueDate: 'Due Date',
      comments: 'Comments',
      labels: 'Labels',
      parent: 'Parent',
      order: 'Order',
    },
    overdue: 'Overdue',
    dueSoon: 'Due within 2 days',
    tasks: {
      name: 'Simple board',
      description: 'Track tasks from to do to done.',
      list: 'Tasks',
      statuses: ['To do', 'Doing', 'Done'],
      labels: ['Important', 'Quick win', 'Waiting'],
    },
    bugTriage: {
      name: 'Bug triage',
      description: 'Sort bugs by priority lanes, from reported to fixed.',
      list: 'Bugs',
      statuses: ['New', 'Confirmed', 'In progress', 'Fixed'],
      labels: ['Bug', 'Regression', 'UI', 'Performance'],
      priority: 'Priority',
      priorities: ['Critical', 'High', 'Medium', 'Low'],
      critical: 'Critical bug',
      noPriority: 'No priority yet',
    },
    contentCalendar: {
      name: 'Content calendar',
      description: 'Plan posts from idea to published, coloured by channel.',
      list: 'Content',
      statuses: ['Idea', 'Writing', 'Review', 'Published'],
      labels: ['Campaign', 'Evergreen', 'Guest author'],
      publishDate: 'Publish Date',
      channel: 'Channel',
      channels: ['Blog', 'Newsletter', 'Social media', 'Video'],
      missedDate: 'Publish date passed',
    },
  },
  'de-DE': {
    fields: {
      title: 'Titel',
      status: 'Status',
      assignedTo: 'Zugewiesen an',
      dueDate: 'Fälligkeitsdatum',
      comments: 'Kommentare',
      labels: 'Labels',
      parent: 'Übergeordnete Karte',
      order: 'Reihenfolge',
    },
    overdue: 'Überfällig',
    dueSoon: 'In 2 Tagen fällig',
    tasks: {
      name: 'Einfaches Board',
      description: 'Aufgaben von „Zu erledigen“ bis „Erledigt“ verfolgen.',
      list: 'Aufgaben',
      statuses: ['Zu erledigen', 'In Arbeit', 'Erledigt'],
      labels: ['Wichtig', 'Schnell erledigt', 'Wartet'],
    },
    bugTriage: {
      name: 'Fehler-Triage',
      description: 'Fehler nach Priorität in Bahnen sortieren, von gemeldet bis behoben.',
      list: 'Fehler',
      statuses: ['Neu', 'Bestätigt', 'In Arbeit', 'Behoben'],
      labels: ['Fehler', 'Regression', 'Oberfläche', 'Leistung'],
      priority: 'Priorität',
      priorities: ['Kritisch', 'Hoch', 'Mittel', 'Niedrig'],
      critical: 'Kritischer Fehler',
      noPriority: 'Noch ohne Priorität',
    },
    contentCalendar: {
      name: 'Redaktionsplan',
      description: 'Beiträge von der Idee bis zur Veröffentlichung planen, nach Kanal gefärbt.',
      list: 'Inhalte',
      statuses: ['Idee', 'Schreiben', 'Prüfung', 'Veröffentlicht'],
      labels: ['Kampagne', 'Dauerbrenner', 'Gastautor'],
      publishDate: 'Veröffentlichungsdatum',
      channel: 'Kanal',
      channels: ['Blog', 'Newsletter', 'Soziale Medien', 'Video'],
      missedDate: 'Veröffentlichung verpasst',
    },
  },
  'fr-FR': {
    fields: {
      title: 'Titre',
      status: 'Statut',
      assignedTo: 'Attribué à',
      dueDate: 'Date d’échéance',
      comments: 'Commentaires',
      labels: 'Étiquettes',
      parent: 'Carte parente',
      order: 'Ordre',
    },
    overdue: 'En retard',
    dueSoon: 'Échéance dans 2 jours',
    tasks: {
      name: 'Tableau simple',
      description: 'Suivre les tâches de « À faire » à « Terminé ».',
      list: 'Tâches',
      statuses: ['À faire', 'En cours', 'Terminé'],
      labels: ['Important', 'Rapide', 'En attente'],
    },
    bugTriage: {
      name: 'Tri des bogues',
      description: 'Classer les bogues par priorité, du signalement à la correction.',
      list: 'Bogues',
      statuses: ['Nouveau', 'Confirmé', 'En cours', 'Corrigé'],
      labels: ['Bogue', 'Régression', 'Interface', 'Performances'],
      priority: 'Priorité',
      priorities: ['Critique', 'Haute', 'Moyenne', 'Basse'],
      critical: 'Bogue critique',
      noPriority: 'Pas encore de priorité',
    },
    contentCalendar: {
      name: 'Calendrier éditorial',
      description: 'Planifier les publications de l’idée à la mise en ligne, colorées par canal.',
      list: 'Contenus',
      statuses: ['Idée', 'Rédaction', 'Relecture', 'Publié'],
      labels: ['Campagne', 'Intemporel', 'Auteur invité'],
      publishDate: 'Date de publication',
      channel: 'Canal',
      channels: ['Blog', 'Newsletter', 'Réseaux sociaux', 'Vidéo'],
      missedDate: 'Date de publication dépassée',
    },
  },
  'es-ES': {
    fields: {
      title: 'Título',
      status: 'Estado',
      assignedTo: 'Asignado a',
      dueDate: 'Fecha de vencimiento',
      comments: 'Comentarios',
      labels: 'Etiquetas',
      parent: 'Tarjeta principal',
      order: 'Orden',
    },
    overdue: 'Vencida',
    dueSoon: 'Vence en 2 días',
    tasks: {
      name: 'Tablero sencillo',
      description: 'Sigue las tareas de «Por hacer» a «Hecho».',
      list: 'Tareas',
      statuses: ['Por hacer', 'En curso', 'Hecho'],
      labels: ['Importante', 'Rápida', 'En espera'],
    },
    bugTriage: {
      name: 'Clasificación de errores',
      description: 'Ordena los errores en calles por prioridad, de notificados a corregidos.',
      list: 'Errores',
      statuses: ['Nuevo', 'Confirmado', 'En curso', 'Corregido'],
      labels: ['Error', 'Regresión', 'Interfaz', 'Rendimiento'],
      priority: 'Prioridad',
      priorities: ['Crítica', 'Alta', 'Media', 'Baja'],
      critical: 'Error crítico',
      noPriority: 'Aún sin prioridad',
    },
    contentCalendar: {
      name: 'Calendario de contenidos',
      description: 'Planifica publicaciones de la idea a la publicación, coloreadas por canal.',
      list: 'Contenidos',
      statuses: ['Idea', 'Redacción', 'Revisión', 'Publicado'],
      labels: ['Campaña', 'Atemporal', 'Autor invitado'],
      publishDate: 'Fecha de publicación',
      channel: 'Canal',
      channels: ['Blog', 'Boletín', 'Redes sociales', 'Vídeo'],
      missedDate: 'Fecha de publicación pasada',
    },
  },
};
