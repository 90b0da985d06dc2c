/**
 * The frame's chunk (header, sidebar, their icons). The session's loader asks for it as soon as
 * someone is known to be logged in, beside the screen's chunk and data, rather than after the
 * first render; the session gate renders it from the same import.
 */
export const loadAppLayout = () => import('./app-layout');
