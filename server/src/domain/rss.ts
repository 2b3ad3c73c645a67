// RSS 2.0 (https://www.rssboard.org/rss-specification) for the club's articles, with an Atom
// self link as feed validators recommend. Text is XML-escaped; the description is plain text.
import { escapeXml } from '../common/escape';

export interface FeedItem {
  title: string;
  url: string;
  /** Stable id of the item (its permanent URL). */
  guid: string;
  published: Date;
  description?: string | null;
  author?: string | null;
}

export interface Feed {
  title: string;
  /** The site page the feed belongs to. */
  link: string;
  /** The feed's own URL. */
  self: string;
  description: string;
  language: string;
  items: FeedItem[];
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

export function buildRss(feed: Feed): string {
  const updated = feed.items[0]?.published ?? new Date(0);
  const items = feed.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.url),
      `<guid isPermaLink="true">${escapeXml(item.guid)}</guid>`,
      element('pubDate', item.published.toUTCString()),
      ...(item.description ? [element('description', item.description)] : []),
      ...(item.author ? [element('dc:creator', item.author)] : []),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    `<atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    element('description', feed.description),
    element('language', feed.language),
    element('lastBuildDate', updated.toUTCString()),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
