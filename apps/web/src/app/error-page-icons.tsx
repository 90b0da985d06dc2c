import { Icon } from '../components/icons/icon';
import { faDragon } from '../components/icons/solid/dragon';

/** The error page's dragon (spec §4), loaded apart from the entry (error-page.tsx). */
export function DragonIcon() {
  return <Icon icon={faDragon} className="text-4xl text-red-800" />;
}
