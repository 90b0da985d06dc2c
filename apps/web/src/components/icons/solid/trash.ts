// Font Awesome Free 7.3.1 Solid by @fontawesome, CC BY 4.0 (https://fontawesome.com/license/free).
import type { IconShape } from '../icon';

export const faTrash: IconShape = {
  width: 448,
  path: 'M136.7 5.9L128 32 32 32C14.3 32 0 46.3 0 64S14.3 96 32 96l384 0c17.7 0 32-14.3 32-32s-14.3-32-32-32l-96 0-8.7-26.1C306.9-7.2 294.7-16 280.9-16L167.1-16c-13.8 0-26 8.8-30.4 21.9zM416 144L32 144 53.1 467.1C54.7 492.4 75.7 512 101 512L347 512c25.3 0 46.3-19.6 47.9-44.9L416 144z',
};
