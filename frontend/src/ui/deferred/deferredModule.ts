import { useEffect, useState } from 'react';

/** A module the page loads when first wanted, and then reads without waiting. */
export interface DeferredModule<M> {
  /** The module once loaded, else undefined. */
  loaded: () => M | undefined;
  /** Starts loading it, once; a failed load is tried again when asked again. */
  load: () => Promise<M>;
}

export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    loaded: () => module,
    load: () => {
      loading ??= importer().then(
        (value) => (module = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The module when `wanted`, loading it the first time: undefined until it is there, and the component draws again
 * when it comes. A load that fails leaves it undefined; the next component that wants it tries again.
 */
export function useDeferredModule<M>(deferred: DeferredModule<M>, wanted = true): M | undefined {
  const [module, setModule] = useState(deferred.loaded);
  useEffect(() => {
    if (!wanted || module) return undefined;
    let current = true;
    deferred.load().then(
      (value) => current && setModule(() => value),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [deferred, wanted, module]);
  return module ?? (wanted ? deferred.loaded() : undefined);
}
