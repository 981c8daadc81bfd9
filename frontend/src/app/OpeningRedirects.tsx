import { Navigate, useLocation } from 'react-router-dom';
import { useEmbedding } from '../host/embedding';
import { readPageParameters } from '../host/hostQuery';
import { entryPathOf, itemOfQuery, withoutOpeningParameters } from '../host/openingParameters';
import { home } from './shellPages';

/** The app's entry: the boards list, unless the page parameters name a board, an item or the configuration to open. */
export function EntryPage() {
  const { search } = useLocation();
  const { mode } = useEmbedding();
  const target = entryPathOf(readPageParameters(search), mode);
  if (target) return <Navigate replace to={{ pathname: target, search: withoutOpeningParameters(search) }} />;
  return <home.Page />;
}

/** A board's own address given an item by query (`?listId=&itemId=`): the item opens as by its path. */
export function BoardQueryItem() {
  const { search } = useLocation();
  const item = itemOfQuery(readPageParameters(search));
  if (!item) return null;
  return (
    <Navigate replace to={{ pathname: `${encodeURIComponent(item.listId)}/${item.itemId}`, search: withoutOpeningParameters(search) }} />
  );
}
