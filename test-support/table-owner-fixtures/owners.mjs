// the owner map the fixtures are checked against (scripts/table-owners.mjs holds the real one)
export const TABLE_OWNERS = {
  library_items: { owner: 'modules/library/library.repository.ts' },
  share_links: {
    owner: 'modules/share/share.repository.ts',
    readers: ['modules/api/link-stats.repository.ts', 'modules/library/library.repository.ts'],
  },
};
