/** Route manifest: filled in by the route-manifest work. */
export {};
