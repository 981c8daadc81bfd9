import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AttachmentFile } from '@listboard/shared';
import { fetchAttachmentBlob } from '../itemEndpoints';
import { queryKeys } from '../queryKeys';

/**
 * An object URL of an attachment's bytes: an <img> cannot send the token, so images are fetched
 * with it and shown from memory. The URL is revoked when the image is no longer shown.
 */
export function useAttachmentImage(file: Pick<AttachmentFile, 'url'> | undefined): string | undefined {
  const blob = useQuery({
    queryKey: queryKeys.attachmentBlob(file?.url),
    queryFn: ({ signal }) => fetchAttachmentBlob(file as Pick<AttachmentFile, 'url'>, signal),
    enabled: file !== undefined,
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob.data) return undefined;
    const objectUrl = URL.createObjectURL(blob.data);
    // An object URL is an outside resource with a lifetime: made and revoked by this effect, so
    // StrictMode's second mount and a new blob each get a URL that is still valid.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [blob.data]);
  return url;
}
