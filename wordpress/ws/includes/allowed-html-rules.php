<?php
// Which markup authors without `unfiltered_html` may keep: every ws-* tag with the attributes its
// manifest lists, consent-marked frames and pictures, form fields for ws-quantity and ws-live-search.
// Never <script>, on* handlers or srcdoc (docs/WORDPRESS.md "Authors and the tags").
// No WordPress function here, so phpunit loads this file alone (test/php/).
declare(strict_types=1);

/** The categories that ask the visitor: a frame from an author must wait for one of them. */
const WS_CONSENT_CATEGORIES = ['preferences', 'statistics', 'statistics-anonymous', 'marketing'];

/** Attributes every ws-* tag takes besides its own, as WordPress gives its own tags. */
const WS_COMMON_ATTRIBUTES = [
    'id',
    'class',
    'title',
    'role',
    'slot',
    'hidden',
    'lang',
    'dir',
    'config',
    'aria-label',
    'aria-labelledby',
    'aria-describedby',
    'aria-hidden',
    'data-*',
];

/** An event handler's name: "on" and letters only ("on-click", an off-canvas trigger, is not one). */
function ws_event_handler_name(string $name): bool
{
    return preg_match('/^on[a-z]*\z/i', $name) === 1;
}

/** Attribute names that run code or load a document, whatever WordPress or a manifest says. */
function ws_attribute_dangerous(string $name): bool
{
    return ws_event_handler_name($name) || in_array(strtolower($name), ['srcdoc', 'formaction'], true);
}

/** Attribute names a ws-* tag never takes: the dangerous ones, `style`, and anything not a plain name. */
function ws_attribute_refused(string $name): bool
{
    return ws_attribute_dangerous($name) || $name === 'style' || preg_match('/^[a-z][a-z0-9-]*\z/', $name) !== 1;
}

/**
 * The ws-* tags and their attribute names from dist/custom-elements.json (so a new element joins by itself).
 *
 * @return array<string, list<string>>
 */
function ws_manifest_tags(string $manifest_json): array
{
    $manifest = json_decode($manifest_json, true);
    $tags = [];
    $list = static fn (mixed $value): array => is_array($value) ? $value : [];
    foreach ($list(is_array($manifest) ? ($manifest['modules'] ?? null) : null) as $module) {
        foreach ($list(is_array($module) ? ($module['declarations'] ?? null) : null) as $declaration) {
            $tag = is_array($declaration) ? ($declaration['tagName'] ?? null) : null;
            if (!is_string($tag) || preg_match('/^ws-[a-z][a-z0-9-]*\z/', $tag) !== 1) {
                continue;
            }
            $names = [];
            foreach ($list($declaration['attributes'] ?? null) as $attribute) {
                $name = is_array($attribute) && is_string($attribute['name'] ?? null)
                    ? strtolower($attribute['name'])
                    : '';
                if ($name !== '' && !ws_attribute_refused($name)) {
                    $names[] = $name;
                }
            }
            $tags[$tag] = array_values(array_unique([...($tags[$tag] ?? []), ...$names]));
        }
    }
    return $tags;
}

/**
 * WordPress's allowed post tags, widened for ws: the manifest's tags, marked iframes (no src, no
 * srcdoc: they load only through data-src, after consent), data-src on pictures and media, form
 * fields, and `slot` on every tag (an author's content goes into an element's slots).
 *
 * @param array<string, array<string, mixed>> $allowed
 * @param array<string, list<string>> $manifest_tags
 * @return array<string, array<string, mixed>>
 */
function ws_widen_allowed_html(array $allowed, array $manifest_tags): array
{
    foreach ($manifest_tags as $tag => $attributes) {
        $allowed[$tag] = array_fill_keys([...WS_COMMON_ATTRIBUTES, ...$attributes], true);
    }
    $embed = ['title', 'width', 'height', 'loading', 'class', 'id', 'sizes', 'data-*', 'aria-label', 'aria-hidden'];
    $allowed['iframe'] = array_fill_keys([...$embed, 'allow', 'allowfullscreen', 'referrerpolicy'], true);
    foreach (['img', 'video', 'audio', 'source'] as $media) {
        $allowed[$media] = ($allowed[$media] ?? []) + array_fill_keys([...$embed, 'data-*'], true);
    }
    $allowed['input'] = array_fill_keys(
        [
            'type',
            'name',
            'value',
            'min',
            'max',
            'step',
            'id',
            'class',
            'placeholder',
            'autocomplete',
            'required',
            'inputmode',
            'aria-label',
            'aria-describedby',
        ],
        true
    );
    $allowed['form'] = ($allowed['form'] ?? []) + array_fill_keys(['role', 'method', 'action', 'class'], true);
    foreach ($allowed as $tag => $attributes) {
        $allowed[$tag] = (is_array($attributes) ? $attributes : []) + ['slot' => true];
        foreach (array_keys($allowed[$tag]) as $name) {
            if (ws_attribute_dangerous((string) $name)) {
                unset($allowed[$tag][$name]);
            }
        }
    }
    return $allowed;
}

/** One attribute of an HTML start tag: a name, then optionally = and a quoted or bare value. */
const WS_ATTRIBUTE_PATTERN = '\s+([^\s\/>"\'=]+)(?:\s*=\s*("[^"]*"|\'[^\']*\'|[^\s"\'=<>`]+))?';

/**
 * The start tag whose name ends at $offset, read as a browser reads it: its attributes as written
 * (name, raw value or null), whether it closes itself, and the offset after its ">"; null when it
 * cannot be read that way (an unpaired quote).
 *
 * @return array{pairs: list<array{0: string, 1: ?string}>, self_closing: bool, end: int}|null
 */
function ws_start_tag(string $html, int $offset): ?array
{
    if (preg_match('~(?:' . WS_ATTRIBUTE_PATTERN . ')*\s*(?<slash>/?)>~A', $html, $match, 0, $offset) !== 1) {
        return null;
    }
    preg_match_all('~' . WS_ATTRIBUTE_PATTERN . '~', $match[0], $found, PREG_SET_ORDER);
    $pairs = array_map(static fn (array $pair): array => [$pair[1], $pair[2] ?? null], $found);
    return ['pairs' => $pairs, 'self_closing' => $match['slash'] === '/', 'end' => $offset + strlen($match[0])];
}

/** An attribute's value as the browser sees it: quotes off, entities decoded. */
function ws_attribute_value(?string $raw): string
{
    return html_entity_decode(trim($raw ?? '', '"\''), ENT_QUOTES | ENT_HTML5, 'UTF-8');
}

/**
 * The attributes of the start tag whose name ends at $offset by lowercase name (the first of a
 * repeated name counts, as in a browser), and the offset after its ">"; null when unreadable: such
 * a tag is treated as unmarked.
 *
 * @return array{0: array<string, string>, 1: int}|null
 */
function ws_start_tag_attributes(string $html, int $offset): ?array
{
    $tag = ws_start_tag($html, $offset);
    if ($tag === null) {
        return null;
    }
    $attributes = [];
    foreach ($tag['pairs'] as [$name, $value]) {
        $attributes[strtolower($name)] ??= ws_attribute_value($value);
    }
    return [$attributes, $tag['end']];
}

/** The offset just after the next $needle from $offset, or the end of $html. */
function ws_offset_after(string $html, string $needle, int $offset): int
{
    $found = strpos($html, $needle, $offset);
    return $found === false ? strlen($html) : $found + strlen($needle);
}

/**
 * After WordPress's filter, an author's <iframe> stays only when it waits for a category that asks
 * the visitor: an unmarked frame would load (lazy data-src) without anyone's consent. A frame goes
 * with its content up to its </iframe> (a browser reads what lies between as text).
 */
function ws_unmarked_frames_removed(string $html): string
{
    $kept = '';
    $at = 0;
    while (preg_match('~<iframe(?=[\s/>])~i', $html, $found, PREG_OFFSET_CAPTURE, $at) === 1) {
        $start = $found[0][1];
        $kept .= substr($html, $at, $start - $at);
        $tag = ws_start_tag_attributes($html, $start + strlen('<iframe'));
        $after_tag = $tag === null ? ws_offset_after($html, '>', $start) : $tag[1];
        $close = stripos($html, '</iframe', $after_tag);
        $end = $close === false ? $after_tag : ws_offset_after($html, '>', $close);
        $category = $tag === null ? '' : ($tag[0]['data-category'] ?? '');
        if (in_array($category, WS_CONSENT_CATEGORIES, true)) {
            $kept .= substr($html, $start, $end - $start);
        }
        $at = $end;
    }
    return $kept . substr($html, $at);
}


/** What a consent-marked picture or medium fetches by itself, and the held name the blocker releases. */
const WS_FETCHING_ATTRIBUTES = ['src' => 'data-src', 'srcset' => 'data-srcset', 'poster' => 'data-poster'];

/**
 * The attributes of a consent-marked medium with src, srcset and poster moved to their held
 * data-* names (dropped where the author wrote the held one too); null when it is not marked.
 *
 * @param list<array{0: string, 1: ?string}> $pairs
 * @return list<array{0: string, 1: ?string}>|null
 */
function ws_held_media_attributes(array $pairs): ?array
{
    $names = array_map(static fn (array $pair): string => strtolower($pair[0]), $pairs);
    $marked = array_search('data-category', $names, true);
    if ($marked === false || !in_array(ws_attribute_value($pairs[$marked][1]), WS_CONSENT_CATEGORIES, true)) {
        return null;
    }
    $held = [];
    foreach ($pairs as [$name, $value]) {
        $held_name = WS_FETCHING_ATTRIBUTES[strtolower($name)] ?? null;
        if ($held_name !== null && in_array($held_name, $names, true)) {
            continue;
        }
        $held[] = [$held_name ?? $name, $value];
    }
    return $held;
}

/**
 * An author's consent-marked <img>, <video>, <audio> or <source> with a live src, srcset or poster
 * would fetch while the page parses, before any consent: the value moves to its held data-*
 * attribute, which the blocker releases on consent (docs/WORDPRESS.md "Authors and the tags").
 */
function ws_marked_media_held(string $html): string
{
    return ws_rewrite_start_tags(
        $html,
        'img|video|audio|source',
        static fn (string $name, array $pairs): ?array => ws_held_media_attributes($pairs)
    );
}

/**
 * A style attribute's declarations: split at the semicolons that end one, not those inside
 * parentheses or quotes (a data: URL holds one).
 *
 * @return list<string>
 */
function ws_css_declarations(string $css): array
{
    $declarations = [];
    $current = '';
    $depth = 0;
    $quote = '';
    foreach (str_split($css) as $character) {
        if ($quote !== '') {
            $quote = $character === $quote ? '' : $quote;
        } elseif ($character === '"' || $character === "'") {
            $quote = $character;
        } elseif ($character === '(') {
            $depth++;
        } elseif ($character === ')') {
            $depth = max(0, $depth - 1);
        } elseif ($character === ';' && $depth === 0) {
            $declarations[] = $current;
            $current = '';
            continue;
        }
        $current .= $character;
    }
    return [...$declarations, $current];
}

/**
 * Style attributes of an author's markup without declarations that load from another site
 * (url() outside $site_origin): WordPress allows background pictures, but a third party's would
 * load before any consent, and a style attribute cannot wait for one.
 */
function ws_foreign_css_urls_removed(string $html, string $site_origin): string
{
    return (string) preg_replace_callback(
        '~(\sstyle\s*=\s*)("[^"]*"|\'[^\']*\')~i',
        static function (array $match) use ($site_origin): string {
            $css = ws_attribute_value($match[2]);
            $declarations = array_filter(
                ws_css_declarations($css),
                static function (string $declaration) use ($site_origin): bool {
                    preg_match_all('~url\(\s*([\'"]?)(.*?)\1\s*\)~is', $declaration, $urls);
                    foreach ($urls[2] as $url) {
                        if (!ws_same_site_url($url, $site_origin)) {
                            return false;
                        }
                    }
                    // An escaped "url" (u\72l) is CSS's own spelling of url(: unreadable here, so refused.
                    return !str_contains($declaration, '\\');
                }
            );
            return $match[1]
                . '"' . htmlspecialchars(implode(';', $declarations), ENT_QUOTES | ENT_HTML5, 'UTF-8') . '"';
        },
        $html
    );
}

/** A URL on the site itself: a path (not "//host" or "/\\host"), or an absolute URL under $site_origin. */
function ws_same_site_url(string $url, string $site_origin): bool
{
    $url = trim($url);
    if (str_starts_with($url, '/')) {
        return !str_starts_with($url, '//') && !str_starts_with($url, '/\\');
    }
    return str_starts_with(strtolower($url), strtolower(rtrim($site_origin, '/')) . '/');
}

/**
 * Rewrites the start tags named $tags in $html with $rewrite(name, pairs): new pairs, null to keep
 * the tag, '' to drop it.
 */
function ws_rewrite_start_tags(string $html, string $tags, callable $rewrite): string
{
    $kept = '';
    $at = 0;
    while (preg_match('~<(' . $tags . ')(?=[\s/>])~i', $html, $found, PREG_OFFSET_CAPTURE, $at) === 1) {
        $start = $found[0][1];
        $name_end = $start + strlen($found[0][0]);
        $kept .= substr($html, $at, $start - $at);
        $tag = ws_start_tag($html, $name_end);
        $replacement = $tag === null ? null : $rewrite(strtolower($found[1][0]), $tag['pairs']);
        if ($tag === null || $replacement === null) {
            $kept .= $found[0][0];
            $at = $name_end;
            continue;
        }
        $kept .= $replacement === '' ? '' : ws_start_tag_html($found[1][0], $replacement, $tag['self_closing']);
        $at = $tag['end'];
    }
    return $kept . substr($html, $at);
}

/** A start tag from its name and attributes as written (raw values stay as they were quoted). */
function ws_start_tag_html(string $name, array $pairs, bool $self_closing = false): string
{
    $html = '<' . $name;
    foreach ($pairs as [$attribute, $value]) {
        $html .= ' ' . $attribute . ($value === null ? '' : '=' . $value);
    }
    return $html . ($self_closing ? ' />' : '>');
}

/** What a ws-* element fetches by itself from an attribute (docs/REFERENCE.md "Elements"). */
const WS_ELEMENT_FETCHING_ATTRIBUTES = ['endpoint', 'src', 'poster', 'image'];
/** Form fields the elements need from an author: ws-quantity's number, ws-live-search's search. */
const WS_AUTHOR_INPUT_TYPES = ['number', 'search', 'hidden'];

/**
 * What an author's markup would send to another site before any consent, gone or held: unmarked
 * pictures and media from another host become marked (marketing) and held; ws-* attributes that
 * fetch (endpoint, src, poster, image) stay only on the site itself, or for a known video service
 * the element holds by itself; form fields other than the elements' and forms sending elsewhere go.
 */
function ws_author_outside_requests_held(string $html, string $site_origin, array $video_services): string
{
    $foreign = static fn (?string $value): bool => $value !== null
        && trim(ws_attribute_value($value)) !== ''
        && !ws_same_site_url(ws_attribute_value($value), $site_origin);
    $html = ws_rewrite_start_tags(
        $html,
        'img|video|audio|source',
        static function (string $name, array $pairs) use ($foreign): ?array {
            $names = array_map(static fn (array $pair): string => strtolower($pair[0]), $pairs);
            if (in_array('data-category', $names, true)) {
                return null;
            }
            $loads_elsewhere = array_filter(
                $pairs,
                static fn (array $pair): bool => isset(WS_FETCHING_ATTRIBUTES[strtolower($pair[0])])
                    && $foreign(
                        strtolower($pair[0]) === 'srcset'
                            ? (string) preg_split('/[\s,]+/', trim(ws_attribute_value($pair[1])))[0]
                            : $pair[1]
                    )
            ) !== [];
            return $loads_elsewhere ? ws_held_media_attributes([['data-category', '"marketing"'], ...$pairs]) : null;
        }
    );
    $html = ws_rewrite_start_tags(
        $html,
        'ws-[a-z][a-z0-9-]*',
        static function (string $name, array $pairs) use ($foreign, $video_services): ?array {
            $kept = array_values(array_filter(
                $pairs,
                static function (array $pair) use ($name, $foreign, $video_services): bool {
                    $attribute = strtolower($pair[0]);
                    if (!in_array($attribute, WS_ELEMENT_FETCHING_ATTRIBUTES, true) || !$foreign($pair[1])) {
                        return true;
                    }
                    return $name === 'ws-video-background'
                        && $attribute === 'src'
                        && ws_service_of_url(ws_attribute_value($pair[1]), $video_services) !== null;
                }
            ));
            return count($kept) === count($pairs) ? null : $kept;
        }
    );
    return ws_rewrite_start_tags(
        $html,
        'input|form',
        static function (string $name, array $pairs) use ($foreign): array|string|null {
            $values = [];
            foreach ($pairs as [$attribute, $value]) {
                $values[strtolower($attribute)] ??= $value;
            }
            if ($name === 'input') {
                return in_array(
                    strtolower(ws_attribute_value($values['type'] ?? '"text"')),
                    WS_AUTHOR_INPUT_TYPES,
                    true
                ) ? null : '';
            }
            return $foreign($values['action'] ?? null)
                ? array_values(array_filter($pairs, static fn (array $pair): bool => strtolower($pair[0]) !== 'action'))
                : null;
        }
    );
}
