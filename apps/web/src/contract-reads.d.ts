// Written by build/contract-reads.ts from the contracts at build time.
declare module 'virtual:contract-reads' {
  import type { JsonShape } from '@/lib/json-shape';

  export interface ContractRead {
    readonly method: 'GET';
    readonly path: string;
    readonly shape: JsonShape;
  }

  export const appConfigRead: ContractRead;
  export const waitlistCountRead: ContractRead;
}
