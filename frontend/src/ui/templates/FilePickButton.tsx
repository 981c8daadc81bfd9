import { type ReactElement, useRef } from 'react';
import { Button } from '@fluentui/react-components';

/** A button that asks for one file (of `accept`'s types) and hands it over; the same file may be picked again. */
export function FilePickButton({
  label,
  accept,
  icon,
  disabled,
  onFile,
}: {
  label: string;
  accept: string;
  icon?: ReactElement;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button icon={icon} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
