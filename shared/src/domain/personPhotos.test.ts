import { describe, expect, it } from 'vitest';
import {
  MAX_PHOTO_BYTES,
  isSharePointPlaceholder,
  isShowablePhoto,
  photoCacheKey,
  photoLogin,
  photoLoginOf,
  photoMediaType,
} from './personPhotos';

describe('person photos', () => {
  it('takes the picture types an avatar shows, with their parameters and in any case', () => {
    expect(photoMediaType('image/jpeg')).toBe('image/jpeg');
    expect(photoMediaType('IMAGE/PNG; charset=binary')).toBe('image/png');
    expect(photoMediaType('image/jpg')).toBe('image/jpeg');
    expect(photoMediaType('image/webp')).toBe('image/webp');
  });

  it('refuses what a browser could run or that is no picture', () => {
    for (const type of ['image/svg+xml', 'text/html', 'application/octet-stream', '', null, undefined])
      expect(photoMediaType(type)).toBeNull();
  });

  it('shows a picture that is not empty and not larger than an avatar needs', () => {
    expect(isShowablePhoto('image/png', 300)).toBe(true);
    expect(isShowablePhoto('image/png', 0)).toBe(false);
    expect(isShowablePhoto('image/png', MAX_PHOTO_BYTES + 1)).toBe(false);
    expect(isShowablePhoto('image/svg+xml', 300)).toBe(false);
  });

  it('keeps pictures by source, site and sign-in name without case', () => {
    expect(photoLogin(' Adele@Demo.Listboard.Local ')).toBe('adele@demo.listboard.local');
    expect(photoCacheKey('site', 'https://Contoso.sharepoint.com/sites/a', 'Adele@x.com')).toBe(
      'site|https://contoso.sharepoint.com/sites/a|adele@x.com',
    );
    expect(photoCacheKey('site', 'https://a', 'p')).not.toBe(photoCacheKey('office365', 'https://a', 'p'));
    expect(photoCacheKey('site', 'https://a/sites/one', 'p')).not.toBe(photoCacheKey('site', 'https://a/sites/two', 'p'));
  });

  it("knows SharePoint's placeholder for a person without a photo", () => {
    expect(isSharePointPlaceholder('https://contoso.sharepoint.com/_layouts/15/images/PersonPlaceholder.42x42x32.png')).toBe(true);
    expect(isSharePointPlaceholder('https://contoso.sharepoint.com/_layouts/15/images/O14_person_placeHolder_32.png')).toBe(true);
    expect(isSharePointPlaceholder('https://contoso-my.sharepoint.com/User%20Photos/Profile%20Pictures/adele_SThumb.jpg')).toBe(false);
    expect(isSharePointPlaceholder('https://contoso.sharepoint.com/_layouts/15/userphoto.aspx?size=S')).toBe(false);
    expect(isSharePointPlaceholder('not a url')).toBe(false);
  });

  it('asks pictures for people with a sign-in name only', () => {
    expect(photoLoginOf({ login: 'adele@x.com' })).toBe('adele@x.com');
    expect(photoLoginOf({ login: 'team@x.com', isGroup: true })).toBeNull();
    expect(photoLoginOf({ login: '  ' })).toBeNull();
    expect(photoLoginOf({})).toBeNull();
    expect(photoLoginOf(null)).toBeNull();
  });
});
