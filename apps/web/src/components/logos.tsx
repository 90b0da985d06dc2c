import dierzorgLogo from '../assets/logo-dierzorg.svg';
import portaalLogo from '../assets/logo-portaal.svg';

/** The header's two logos (spec §1): the portal's and the advisory practice's. */
export function Logos() {
  return (
    <div className="flex items-center gap-3 sm:gap-4">
      <img src={portaalLogo} alt="Praktijkportaal" className="h-7 w-auto sm:h-9" />
      <img src={dierzorgLogo} alt="Dierzorg Advies" className="h-7 w-auto sm:h-9" />
    </div>
  );
}
