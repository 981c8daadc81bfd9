/** The feedback dialog (docs/news-and-feedback.md; spec 3 sections 2, 4 and 5; sucess_feedback is the spec's key, spelt as it is). */
export const feedbackEnUS = {
  feedback_link: 'Feedback',
  feedback_title: 'Feedback to the Listboard team',
  feedback_intro: 'Tell us what works for you, what does not and what you miss. We answer to the address below.',
  feedback_subject: 'Subject',
  feedback_body: 'Message',
  feedback_body_hint: 'More than 3 characters.',
  feedback_too_short: 'Write a message of more than 3 characters.',
  feedback_email: 'Your e-mail address',
  feedback_email_invalid: 'Give an e-mail address we can answer to.',
  feedback_send: 'Send',
  feedback_sending: 'Sending…',
  feedback_cancel: 'Cancel',
  sucess_feedback: 'Thank you! Your feedback has reached the Listboard team.',
};
