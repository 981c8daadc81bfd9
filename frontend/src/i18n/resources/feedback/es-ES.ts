import type { feedbackEnUS } from './en-US';

export const feedbackEsES: Record<keyof typeof feedbackEnUS, string> = {
  feedback_link: 'Opinión',
  feedback_title: 'Su opinión al equipo de Listboard',
  feedback_intro: 'Cuéntenos qué le funciona, qué no y qué echa en falta. Respondemos a la dirección de abajo.',
  feedback_subject: 'Asunto',
  feedback_body: 'Mensaje',
  feedback_body_hint: 'Más de 3 caracteres.',
  feedback_too_short: 'Escriba un mensaje de más de 3 caracteres.',
  feedback_email: 'Su dirección de correo',
  feedback_email_invalid: 'Indique una dirección de correo a la que podamos responder.',
  feedback_send: 'Enviar',
  feedback_sending: 'Enviando…',
  feedback_cancel: 'Cancelar',
  sucess_feedback: '¡Gracias! Su opinión ha llegado al equipo de Listboard.',
};
