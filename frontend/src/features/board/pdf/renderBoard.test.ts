import { describe, expect, it } from 'vitest';
import { drawIconsAsPictures } from './renderBoard';

describe('drawIconsAsPictures', () => {
  it('turns each icon box into a 16 px picture of its path, in the colour of its text there', () => {
    document.body.innerHTML = `
      <p style="color: rgb(200, 0, 0)">late <span data-pdf-icon="M2 8h12" style="display: contents"></span>3d</p>
      <p style="color: rgb(0, 0, 200)"><span data-pdf-icon="M8 2v12" style="display: contents"></span>2 comments</p>`;
    drawIconsAsPictures(document);

    expect(document.querySelectorAll('[data-pdf-icon]')).toHaveLength(0);
    const pictures = [...document.querySelectorAll('img')];
    expect(pictures.map((picture) => picture.parentElement?.textContent)).toEqual(['late 3d', '2 comments']);
    const drawn = pictures.map((picture) => decodeURIComponent(picture.src.replace('data:image/svg+xml,', '')));
    expect(drawn[0]).toContain('fill="rgb(200, 0, 0)"><path d="M2 8h12"/>');
    expect(drawn[1]).toContain('fill="rgb(0, 0, 200)"><path d="M8 2v12"/>');
    expect(pictures.every((picture) => picture.width === 16 && picture.height === 16 && picture.alt === '')).toBe(true);
  });
});
