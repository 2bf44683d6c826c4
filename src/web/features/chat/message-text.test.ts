import { describe, expect, it } from 'vitest';
import { splitLinks, spokenText } from './message-text.tsx';

describe('splitLinks', () => {
  it("links the site's own pages, and nothing else", () => {
    const text =
      'Price: 9,570 THB\nStart:\n/valuation?brand=1&model=20&storage=128&ref=TRD-261122-AB12\nor see /tracking and https://evil.example/track';

    expect(splitLinks(text)).toEqual([
      { text: 'Price: 9,570 THB\nStart:\n' },
      { page: 'valuation', to: '/valuation?brand=1&model=20&storage=128&ref=TRD-261122-AB12' },
      { text: '\nor see /tracking and https://evil.example/track' },
    ]);
  });

  it('takes the address out of a Markdown link', () => {
    expect(splitLinks('Book it [here](/pickup).')).toEqual([
      { text: 'Book it ' },
      { page: 'pickup', to: '/pickup' },
      { text: '.' },
    ]);
  });

  it('speaks link labels instead of addresses', () => {
    const t = (key: string) => (key === 'chat.link.privacy' ? 'Privacy notice' : key);
    expect(spokenText('Read the notice:\n/privacy', t)).toBe('Read the notice:\nPrivacy notice');
  });
});
