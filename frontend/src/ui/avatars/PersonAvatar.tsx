import { type ComponentPropsWithRef, useState } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { initials } from './initials';
import { personColor } from './personColor';
import { useFieldData } from '../fields/FieldDataSource';

export interface PersonAvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'color'> {
  name: string;
  /** The person's sign-in name, by which their picture is asked for; none shows initials only. */
  login?: string | null;
  isGroup?: boolean;
  /** Width and height in px, as Fluent's Avatar sizes go (20 to 32 here). */
  size?: number;
}

// Fluent's Avatar, drawn the same way: a circle of the person's colour, their initials in Fluent's strong caption
// or body text by size, their picture over them.
const useStyles = makeStyles({
  root: {
    display: 'inline-block',
    flexShrink: 0,
    position: 'relative',
    verticalAlign: 'middle',
    borderRadius: tokens.borderRadiusCircular,
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightSemibold,
  },
  small: { fontSize: tokens.fontSizeBase100 },
  medium: { fontSize: tokens.fontSizeBase200 },
  large: { fontSize: tokens.fontSizeBase300 },
  layer: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    borderRadius: 'inherit',
  },
  initials: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    lineHeight: 1,
    // Seen in forced colours, where the background is not.
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    userSelect: 'none',
  },
  image: { objectFit: 'cover' },
});

/**
 * A person as Fluent's Avatar shows them, with their picture from the tenant's avatar source (docs/licences.md#avatars)
 * over their initials on their own colour: every avatar of the page shows people this way, so the admin panel's choice
 * reaches them all and a person looks the same on a card, in a filter and in a picker. Our own rather than Fluent's,
 * whose avatar and badges were a tenth of a board's start-up code for the few avatars it shows
 * (docs/performance.md#less-js-before-a-board).
 */
export function PersonAvatar({ name, login, isGroup, size = 32, className, style, ...props }: PersonAvatarProps) {
  const styles = useStyles();
  const { usePersonPhoto } = useFieldData();
  const photo = usePersonPhoto({ login, isGroup });
  const [brokenPhoto, setBrokenPhoto] = useState<string | null>(null);
  const text = size <= 24 ? styles.small : size <= 28 ? styles.medium : styles.large;
  return (
    <span
      role="img"
      aria-label={name}
      {...props}
      className={mergeClasses(styles.root, text, className)}
      style={{ width: size, height: size, ...style }}
    >
      <span className={mergeClasses(styles.layer, styles.initials)} style={personColor(name)} aria-hidden>
        {initials(name)}
      </span>
      {photo && photo !== brokenPhoto && (
        <img className={mergeClasses(styles.layer, styles.image)} src={photo} alt="" onError={() => setBrokenPhoto(photo)} />
      )}
    </span>
  );
}
