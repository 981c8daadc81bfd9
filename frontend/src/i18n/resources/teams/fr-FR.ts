import type { teamsEnUS } from './en-US';

export const teamsFrFR: Record<keyof typeof teamsEnUS, string> = {
  teams_config_heading: 'Afficher un tableau dans cet onglet',
  teams_config_intro:
    'Choisissez le tableau que montre cet onglet. Chacun le voit ici avec ses propres droits sur le tableau et ses listes.',
  teams_config_choose: 'Choisissez d’abord un tableau.',
  teams_config_outside:
    'Cette page configure un onglet Microsoft Teams. Ajoutez Listboard comme onglet dans Teams pour choisir son tableau.',
  teams_sign_in_hint: 'Teams n’a pas pu vous connecter seul à Listboard. Connectez-vous une fois dans la fenêtre que Teams ouvre.',
  teams_sign_in_action: 'Se connecter',
  teams_sign_in_waiting: 'En attente de la fenêtre de connexion…',
  teams_signed_in: 'Connecté. Cette fenêtre se ferme d’elle-même.',
};
