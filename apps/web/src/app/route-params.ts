import { data, type LoaderFunctionArgs } from 'react-router';

/**
 * A loader that accepts only positive whole numbers for the named id parameters; anything
 * else in the address (`/pdf/abc`) is a 404 shown by the route's error page.
 */
export function requireIdParams(...names: string[]) {
  return ({ params }: LoaderFunctionArgs) => {
    for (const name of names) {
      if (!/^[1-9]\d{0,9}$/.test(params[name] ?? '')) {
        throw data(`Ongeldig nummer in het adres: ${params[name] ?? ''}`, {
          status: 404,
          statusText: 'Not Found',
        });
      }
    }
    return null;
  };
}
