/** Who signed in, as proven by the request's bearer token. */
export interface SignedInUser {
  login: string;
}

export interface Identity {
  /** Resolves the bearer token, or null when it is missing or not valid. */
  verify(token: string): Promise<SignedInUser | null>;
}

export interface LocalSignIn {
  issue(login: string): Promise<string>;
}
