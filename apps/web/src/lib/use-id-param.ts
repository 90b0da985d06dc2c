import { useParams } from 'react-router';

/** A numeric id from the address; the route's loader (`requireIdParams`) has checked it. */
export function useIdParam(name: string): number {
  const value = Number(useParams()[name]);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`Ongeldig nummer in het adres: ${name}`);
  return value;
}
