import { faHorse } from '@fortawesome/free-solid-svg-icons';
import { FontAwesomeIcon } from '@fortawesome/react-fontawesome';

/**
 * A Klant's or Manager's `/`: the practice picker with several practices, straight to the
 * practice with one (spec §2, §4). Until practices are linked, it says so.
 */
export function MemberHome() {
  return (
    <section className="flex max-w-xl flex-col items-start gap-3">
      <FontAwesomeIcon icon={faHorse} className="text-3xl text-theme-700" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Welkom</h1>
      <p className="text-slate-700">
        Er is nog geen praktijk aan je account gekoppeld. Neem contact op met je coach of met de
        beheerder van het portaal.
      </p>
    </section>
  );
}
