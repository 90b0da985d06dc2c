export function findNginx(): string | undefined;
