import { useEffect } from 'react';
import { appPartHeight, openDialogMessage, parseDialogResult, parseHostMessage, resizeMessage } from '@listboard/shared';

/** Set on the root element once the host has said which part of the frame it shows (spScroll); see useAppPartStyles. */
export const HOST_VIEW_ATTRIBUTE = 'data-host-view';

/** The origin of the page that frames this one: Chromium names it directly, other browsers through the referrer. */
function parentOrigin(): string | null {
  const ancestors = window.location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * SharePoint's app part protocol with the host page (spec 1 section 9): the page posts its height
 * (a resize message with its SenderId) whenever its content's height changes and whenever the host
 * asks (getSize), and keeps the part of the frame the host shows (spScroll) so its dialogs open there.
 * Messages go to the framing page's origin only, and only its messages are read.
 */
export function startAppPartFrame(senderId: string, content: Element): () => void {
  const host = parentOrigin();
  if (!host || window.parent === window) return () => undefined;
  let measured: number | null = null;
  const post = () => window.parent.postMessage(resizeMessage(senderId, appPartHeight(measured)), host);
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === measured) return;
    measured = height;
    post();
  });
  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== host) return;
    const message = parseHostMessage(event.data);
    if (message?.kind === 'getSize') post();
    if (message?.kind === 'spScroll') {
      const root = document.documentElement;
      root.style.setProperty('--lb-host-view-top', `${message.top}px`);
      root.style.setProperty('--lb-host-view-height', `${message.height}px`);
      root.setAttribute(HOST_VIEW_ATTRIBUTE, '');
    }
  };
  post();
  observer.observe(content);
  window.addEventListener('message', onMessage);
  return () => {
    observer.disconnect();
    window.removeEventListener('message', onMessage);
  };
}

/** Runs the protocol while the page is an app part with a SenderId; `content` is the element whose height the host should give the frame. */
export function useAppPartFrame(senderId: string | undefined, active: boolean, content: () => Element | null): void {
  useEffect(() => {
    const element = content();
    if (!active || !senderId || !element) return undefined;
    return startAppPartFrame(senderId, element);
  }, [senderId, active, content]);
}

/**
 * useOOTBForm=true (spec 3 section 2): the host page opens the platform's own form for an item in its
 * dialog. Asks for it (opendialog) and answers whether the person saved, once the host says its
 * dialog closed (dialogresult). The answer may come after the page that asked has gone.
 */
export function openHostDialog(senderId: string, url: string, title: string): Promise<{ saved: boolean }> {
  const host = parentOrigin();
  if (!host || window.parent === window) return Promise.resolve({ saved: false });
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== host) return;
      const result = parseDialogResult(event.data);
      if (!result) return;
      window.removeEventListener('message', onMessage);
      resolve(result);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage(openDialogMessage(senderId, url, title), host);
  });
}
