/** API contract: filled in by the contract work (schemas move here from api/src/schemas). */
export {};
