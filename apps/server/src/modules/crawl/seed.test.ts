import { describe, expect, it } from 'vitest';
import { ownSitemaps } from './seed.ts';

describe('sitemaps named by robots.txt or a sitemap index', () => {
  it('keeps only those on the project own hosts (host and port), so a site cannot steer the crawler elsewhere', () => {
    const origins = ['https://example.com', 'https://docs.example.com'];
    const named = [
      'https://example.com/sitemap-1.xml',
      'https://docs.example.com/sitemap.xml',
      'https://evil.example.net/sitemap.xml',
      'http://169.254.169.254/latest/meta-data',
      'https://example.com:8443/sitemap.xml',
      'ftp://example.com/sitemap.xml',
      'not a url',
    ];
    expect(ownSitemaps(named, origins)).toEqual(['https://example.com/sitemap-1.xml', 'https://docs.example.com/sitemap.xml']);
  });
});
