import type { ContractRoutes } from "../contract.ts";

/**
 * Every route module the server mounts. A new area of §7 adds its module file under routes/ and
 * one line here; the completeness test then checks its keys.
 */
export const routeModules: readonly ContractRoutes[] = [];
