/** A kept template file: its name in the store and its content (the encoded .kbot file). */
export interface KeptTemplate {
  name: string;
  file: string;
}

/**
 * Every board template exported from or imported into a tenant's boards, kept so the tenant has a
 * record of what left and entered its sites.
 */
export interface TemplateStore {
  /** Keeps the file under the tenant and board; answers the name it is kept under. */
  save(tenant: string, boardId: string, file: string): Promise<string>;
  /** The files kept for a board, oldest first. */
  list(tenant: string, boardId: string): Promise<KeptTemplate[]>;
}
