// Font Awesome Free 7.3.1 Solid by @fontawesome, CC BY 4.0 (https://fontawesome.com/license/free).
import type { IconShape } from '../icon';

export const faCircleUser: IconShape = {
  width: 512,
  path: 'M399 384.2C376.9 345.8 335.4 320 288 320l-64 0c-47.4 0-88.9 25.8-111 64.2 35.2 39.2 86.2 63.8 143 63.8s107.8-24.7 143-63.8zM0 256a256 256 0 1 1 512 0 256 256 0 1 1 -512 0zm256 16a72 72 0 1 0 0-144 72 72 0 1 0 0 144z',
};
