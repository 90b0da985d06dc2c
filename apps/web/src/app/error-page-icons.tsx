import { faDragon } from '@fortawesome/free-solid-svg-icons';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';

/** The error page's dragon (spec §4), loaded apart from the entry (error-page.tsx). */
export function DragonIcon() {
  return <FontAwesomeIcon icon={faDragon} className="text-4xl text-red-800" />;
}
