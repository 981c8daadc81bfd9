import { pageStart } from './pageStart';

/** This page's id: sent with every API call so the live channel can tell the page its own changes. */
export const CLIENT_ID: string = pageStart.clientId;
