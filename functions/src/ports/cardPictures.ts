/** Where an item's card picture is kept: the tenant, the site and list, and the item. */
export interface CardPictureKey {
  tenant: string;
  siteUrl: string;
  listId: string;
  itemId: number;
}

/** The attachment an item shows on its card as stored (null: none), with the version a conditional write is made on. */
export interface StoredCardPicture {
  name: string | null;
  version: string | null;
}

/**
 * Which attachment each item shows on its card (docs/api.md#upload-options). Kept beside the lists rather than in
 * them: SharePoint attachments carry no metadata, so both list hosts keep it the same way, per list, so that every
 * board over the list shows the same picture.
 */
export interface CardPictures {
  /** The attachment names the items of a list show on their cards, by item id. */
  forList(tenant: string, siteUrl: string, listId: string): Promise<Map<number, string>>;
  read(key: CardPictureKey): Promise<StoredCardPicture>;
  /** Sets (null: clears) the picture read at `version`; false when it changed since, and nothing was written. */
  write(key: CardPictureKey, name: string | null, version: string | null): Promise<boolean>;
}
