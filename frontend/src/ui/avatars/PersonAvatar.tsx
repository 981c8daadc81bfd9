import { Avatar, type AvatarProps } from '@fluentui/react-components';
import { personColorName } from './personColor';
import { useFieldData } from '../fields/FieldDataSource';

export interface PersonAvatarProps extends Omit<AvatarProps, 'name' | 'image'> {
  name: string;
  /** The person's sign-in name, by which their picture is asked for; none shows initials only. */
  login?: string | null;
  isGroup?: boolean;
}

/**
 * Fluent's Avatar of a person, with their picture from the tenant's avatar source (docs/licences.md#avatars) over their
 * initials on their own colour: every avatar of the page shows people this way, so the admin panel's choice
 * reaches them all and a person looks the same on a card, in a filter and in a picker.
 */
export function PersonAvatar({ name, login, isGroup, ...props }: PersonAvatarProps) {
  const { usePersonPhoto } = useFieldData();
  const photo = usePersonPhoto({ login, isGroup });
  return <Avatar color={personColorName(name)} {...props} name={name} image={photo ? { src: photo, alt: '' } : undefined} />;
}
