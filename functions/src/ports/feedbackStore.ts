/** Feedback as a person sent it, with who, from where and when. */
export interface Feedback {
  tenant: string;
  siteUrl: string;
  login: string;
  name: string;
  subject: string;
  body: string;
  clientEmail: string;
  /** What tells a retry of this request from the same words sent again later (feedbackRequestKey). */
  requestKey: string;
}

export interface StoredFeedback extends Feedback {
  /** A retry of the same request (the same person, words and request key) is the same feedback: its id is made from them. */
  id: string;
  receivedAt: string;
  /** 'waiting' until the mail to the feedback address went out. */
  state: 'waiting' | 'sent';
}

/** The feedback people sent (docs/news-and-feedback.md): kept whether or not mail could take it yet. */
export interface FeedbackStore {
  /** Keeps feedback once: the first of identical ones is stored, the others get the stored one back. */
  record(feedback: Feedback, receivedAt: string): Promise<StoredFeedback>;
  /** Marks feedback sent; doing it twice is the same as once. */
  markSent(feedback: StoredFeedback, sentAt: string): Promise<void>;
  /** Feedback not sent yet, oldest first, at most `limit` of it. */
  waiting(limit: number): Promise<StoredFeedback[]>;
}
