import { Suspense, lazy, useEffect, useState } from 'react';
import { newestNewsDate, whatsNewDue } from '@listboard/shared';
import { useMarkNewsRead, useNews } from '../../api/newsEndpoints';
import { useEmbedding } from '../../host/embedding';
import { NewsBell } from './NewsBell';
import { readWhatsNewSeen, rememberWhatsNewSeen } from './whatsNewCookie';

// The slider loads when it first opens: every page shows the bar, few open the slider (docs/performance.md).
const WhatsNewDialog = lazy(() => import('./WhatsNewDialog').then((module) => ({ default: module.WhatsNewDialog })));

/**
 * The news of the navigation bar: the bell with its popover, and the what's-new slider, which opens by
 * itself once per release (news newer than the whats-new cookie says this browser showed). A first visit
 * only notes the news of the day (the welcome slider introduces Listboard then), and an app part never
 * opens it, since its host page has a job of its own.
 */
export function NewsCenter() {
  const news = useNews();
  const markRead = useMarkNewsRead();
  const embedding = useEmbedding();
  const [asked, setAsked] = useState(false);
  // What the cookie said when the page started, and what this page showed since.
  const [seen, setSeen] = useState(readWhatsNewSeen);
  const newest = news.data ? newestNewsDate(news.data) : null;
  const due = embedding.mode === 'appPart' ? 'none' : whatsNewDue(newest, seen);
  const whatsNewOpen = asked || due === 'open';

  useEffect(() => {
    if (due === 'remember' && newest) rememberWhatsNewSeen(newest);
  }, [due, newest]);

  // Remembered when the slider closes: a page left with it open shows it again next time.
  const closeWhatsNew = () => {
    if (newest) {
      rememberWhatsNewSeen(newest);
      setSeen(newest);
    }
    setAsked(false);
  };

  return (
    <>
      <NewsBell
        news={news.data}
        loading={news.isPending}
        failed={news.isError}
        onClosed={() => markRead.mutate()}
        onWhatsNew={() => setAsked(true)}
      />
      {whatsNewOpen && news.data && (
        <Suspense fallback={null}>
          <WhatsNewDialog news={news.data} onClose={closeWhatsNew} />
        </Suspense>
      )}
    </>
  );
}
