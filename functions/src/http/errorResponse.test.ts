import type { InvocationContext } from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { ConcurrencyError, ForeignSiteError, ListAccessDeniedError, ListTitleTakenError, ListValueError } from '../ports/listHost';
import { StorageUnavailableError } from '../ports/storageUnavailable';
import { errorResponse } from './endpoint';

const context = { warn: () => undefined, error: () => undefined } as unknown as InvocationContext;

describe("the list host's failures as answers", () => {
  it('answers 403 other_tenant when the adapter refuses a host outside the caller’s organisation', () => {
    expect(errorResponse(new ForeignSiteError('https://fabrikam.sharepoint.com/sites/x'), context)).toMatchObject({
      status: 403,
      jsonBody: { code: 'other_tenant', message: 'https://fabrikam.sharepoint.com is not a host of your organisation.' },
    });
  });

  it("answers 403 access_denied when SharePoint's own permissions refuse the person", () => {
    expect(errorResponse(new ListAccessDeniedError('SharePoint refused: Access denied.'), context)).toMatchObject({
      status: 403,
      jsonBody: { code: 'access_denied', message: 'SharePoint refused: Access denied.' },
    });
  });

  it('answers 409 list_title_taken when the site has a list of the title asked for', () => {
    expect(errorResponse(new ListTitleTakenError('Launch'), context)).toMatchObject({
      status: 409,
      jsonBody: { code: 'list_title_taken', message: 'The site already has a list named "Launch". Choose another name.' },
    });
  });

  it('answers stale ETags with 412, bad values with 400 and an outage with a 503 that says when to ask again', () => {
    expect(errorResponse(new ConcurrencyError(), context)).toMatchObject({ status: 412, jsonBody: { code: 'stale_item' } });
    expect(errorResponse(new ListValueError('Points: expects a number'), context)).toMatchObject({
      status: 400,
      jsonBody: { code: 'invalid_value' },
    });
    const outage = errorResponse(new StorageUnavailableError('SharePoint is throttling', 429), context);
    expect(outage).toMatchObject({ status: 503, jsonBody: { code: 'storage_unavailable' } });
    expect(Number((outage.headers as Record<string, string>)['retry-after'])).toBeGreaterThan(0);
  });
});
