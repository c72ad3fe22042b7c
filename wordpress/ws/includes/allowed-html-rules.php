<?php
// Which markup authors without `unfiltered_html` may keep: every ws-* tag with the attributes its
// manifest lists, consent-marked frames and pictures, form fields for ws-quantity and ws-live-search.
// Never <script>, on* handlers or srcdoc (docs/WORDPRESS.md "Authors and the tags").
// No WordPress function here, so phpunit loads this file alone (test/php/).
declare(strict_types=1);

/** The categories that ask the visitor: a frame from an author must wait for one of them. */
const WS_CONSENT_CATEGORIES = ['preferences', 'statistics', 'statistics-anonymous', 'marketing'];

/** Attributes every ws-* tag takes besides its own, as WordPress gives its own tags. */
const WS_COMMON_ATTRIBUTES = ['id', 'class', 'title', 'role', 'slot', 'hidden', 'lang', 'dir', 'config', 'aria-label', 'aria-labelledby', 'aria-describedby', 'aria-hidden', 'data-*'];

/** Attribute names that run code or load a document, whatever a manifest says. */
function ws_attribute_refused(string $name): bool
{
    return str_starts_with($name, 'on') || in_array($name, ['srcdoc', 'formaction', 'style'], true) || preg_match('/^[a-z][a-z0-9-]*$/', $name) !== 1;
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
    foreach ((is_array($manifest) ? ($manifest['modules'] ?? []) : []) as $module) {
        foreach ((is_array($module) ? ($module['declarations'] ?? []) : []) as $declaration) {
            $tag = is_array($declaration) ? ($declaration['tagName'] ?? null) : null;
            if (!is_string($tag) || preg_match('/^ws-[a-z][a-z0-9-]*$/', $tag) !== 1) {
                continue;
            }
            $names = [];
            foreach ((array) ($declaration['attributes'] ?? []) as $attribute) {
                $name = is_array($attribute) && is_string($attribute['name'] ?? null) ? strtolower($attribute['name']) : '';
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
    $allowed['input'] = array_fill_keys(['type', 'name', 'value', 'min', 'max', 'step', 'id', 'class', 'placeholder', 'autocomplete', 'required', 'inputmode', 'aria-label', 'aria-describedby'], true);
    $allowed['form'] = ($allowed['form'] ?? []) + array_fill_keys(['role', 'method', 'action', 'class'], true);
    foreach ($allowed as $tag => $attributes) {
        $allowed[$tag] = (is_array($attributes) ? $attributes : []) + ['slot' => true];
        foreach (array_keys($allowed[$tag]) as $name) {
            if ($name !== 'data-*' && ws_attribute_refused((string) $name) && $name !== 'style') {
                unset($allowed[$tag][$name]);
            }
        }
    }
    return $allowed;
}

/**
 * After WordPress's filter, an author's <iframe> stays only when it waits for a category that asks
 * the visitor: an unmarked frame would load (lazy data-src) without anyone's consent.
 */
function ws_unmarked_frames_removed(string $html): string
{
    $tag = '<iframe\b((?:[^>"\']|"[^"]*"|\'[^\']*\')*)>';
    return (string) preg_replace_callback("~{$tag}(.*?)</iframe\s*>|{$tag}~is", static function (array $match): string {
        $attributes = $match[1] !== '' ? $match[1] : ($match[3] ?? '');
        $categories = implode('|', array_map('preg_quote', WS_CONSENT_CATEGORIES));
        return preg_match('~\sdata-category\s*=\s*(["\']?)(' . $categories . ')\1(?=[\s/>]|$)~i', $attributes) === 1 ? $match[0] : '';
    }, $html);
}
