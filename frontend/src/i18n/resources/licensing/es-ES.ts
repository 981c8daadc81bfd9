import type { licensingEnUS } from './en-US';

export const licensingEsES: Record<keyof typeof licensingEnUS, string> = {
  nav_admins: 'Administración',
  license_no_seat:
    'Su cuenta no está incluida en la licencia de Listboard. Pida a un administrador de licencias que le asigne una licencia.',
  license_no_seat_action: 'Asignar una licencia',
  license_expired: 'Su licencia de Listboard ha caducado.',
  license_expired_action: 'Actualizar',
  license_invalid:
    'Su licencia de Listboard no es válida: no se firmó para esta organización. Un administrador de licencias puede volver a instalar la clave de licencia.',
  license_invalid_action: 'Abrir licencias',
  trial_valid_days: 'Su prueba de Listboard es válida durante {days} días más.',
  trial_expires_today: 'Su prueba de Listboard caduca hoy.',
  trial_action: 'Comprar una licencia',
  license_indicator_trial_days: 'Prueba: quedan {days} días',
  license_indicator_trial_today: 'Prueba: termina hoy',
  license_indicator_valid: 'Con licencia',
  license_indicator_invalid: 'Licencia no válida',
  license_indicator_label: 'Estado de la licencia: {status}',
};
