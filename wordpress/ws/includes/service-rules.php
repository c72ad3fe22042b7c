<?php
// Pure rules of the known services (services.php): which service a URL belongs to, and how a tag
// of one is held until its category is accepted (docs/WORDPRESS.md "Known services"). No WordPress
// function here, so phpunit loads this file alone (test/php/).
declare(strict_types=1);

require_once __DIR__ . '/services.php';
require_once __DIR__ . '/allowed-html-rules.php';

/** The categories a service may wait for: the ones that ask the visitor. */
const WS_SERVICE_CATEGORIES = ['preferences', 'statistics', 'statistics-anonymous', 'marketing'];

/**
 * The service table as given (a filter may add anything): entries with a name, a category that
 * asks the visitor and plain host names; the rest is dropped, each with a message.
 *
 * @return array{
 *     services: array<string, array{
 *         name: string,
 *         category: string,
 *         hosts: list<string>,
 *         paths: list<string>,
 *         inline: list<string>
 *     }>,
 *     problems: list<string>
 * }
 */
function ws_checked_services(mixed $table): array
{
    $services = [];
    $problems = [];
    foreach (is_array($table) ? $table : [] as $id => $entry) {
        $label = is_string($id) ? $id : (string) json_encode($id);
        $name = is_array($entry) ? ($entry['name'] ?? null) : null;
        $category = is_array($entry) ? ($entry['category'] ?? null) : null;
        $hosts = is_array($entry) && is_array($entry['hosts'] ?? null) ? $entry['hosts'] : null;
        $paths = is_array($entry) && is_array($entry['paths'] ?? null) ? $entry['paths'] : [];
        $inline = is_array($entry) && is_array($entry['inline'] ?? null) ? $entry['inline'] : [];
        if (!is_string($name) || trim($name) === '' || mb_strlen($name) > 100) {
            $problems[] = "service {$label}: a name of 1 to 100 characters is needed; left out";
        } elseif (!in_array($category, WS_SERVICE_CATEGORIES, true)) {
            $problems[] = "service {$label}: category must be one of "
                . implode(', ', WS_SERVICE_CATEGORIES)
                . '; left out';
        } elseif ($hosts === null || $hosts === [] || array_filter(
            $hosts,
            static fn ($host) => !is_string($host) || preg_match(
                '/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+\z/',
                $host
            ) !== 1
        ) !== []) {
            $problems[] = "service {$label}: hosts must be plain host names such as example.com; left out";
        } elseif (array_filter(
            $paths,
            static fn ($path) => !is_string($path) || preg_match('~^/[\w./-]*\z~', $path) !== 1
        ) !== []) {
            $problems[] = "service {$label}: paths must start with / and hold only letters, digits, . / _ -; left out";
        } elseif (array_filter(
            $inline,
            static fn ($mark) => !is_string($mark) || strlen($mark) < 4 || strlen($mark) > 100
        ) !== []) {
            $problems[] = "service {$label}: inline marks must be texts of 4 to 100 characters; left out";
        } else {
            $services[(string) $id] = [
                'name' => trim($name),
                'category' => $category,
                'hosts' => array_values($hosts),
                'paths' => array_values($paths),
                'inline' => array_values($inline),
            ];
        }
    }
    return ['services' => $services, 'problems' => $problems];
}

/** Whether $host is $service_host or one of its subdomains (a dot boundary: no look-alikes). */
function ws_host_matches(string $host, string $service_host): bool
{
    $host = rtrim(strtolower($host), '.');
    return $host === $service_host || str_ends_with($host, '.' . $service_host);
}

/**
 * The known service an absolute or protocol-relative http(s) URL belongs to; entries with paths
 * win over their host alone (gtag.js over Tag Manager). Relative URLs are the site's own.
 *
 * @param array<string, array{name: string, category: string, hosts: list<string>, paths: list<string>}> $services
 * @return array{id: string, name: string, category: string}|null
 */
function ws_service_of_url(string $url, array $services): ?array
{
    $url = trim(html_entity_decode($url, ENT_QUOTES | ENT_HTML5, 'UTF-8'));
    if (str_starts_with($url, '//')) {
        $url = 'https:' . $url;
    }
    $parts = parse_url($url);
    if (!is_array($parts)
        || !in_array(strtolower($parts['scheme'] ?? ''), ['http', 'https'], true)
        || !isset($parts['host'])) {
        return null;
    }
    $path = $parts['path'] ?? '/';
    $found = null;
    foreach ($services as $id => $service) {
        $on_host = array_filter(
            $service['hosts'],
            static fn (string $host) => ws_host_matches($parts['host'], $host)
        ) !== [];
        if (!$on_host) {
            continue;
        }
        if ($service['paths'] !== []) {
            if (array_filter($service['paths'], static fn (string $prefix) => str_starts_with($path, $prefix)) !== []) {
                return ['id' => (string) $id, 'name' => $service['name'], 'category' => $service['category']];
            }
            continue;
        }
        $found ??= ['id' => (string) $id, 'name' => $service['name'], 'category' => $service['category']];
    }
    return $found;
}

/** YouTube's privacy-enhanced host for an embed URL; other URLs as they are. */
function ws_privacy_enhanced_url(string $url): string
{
    return (string) preg_replace(
        '~^(https?:)?//(www\.)?youtube\.com/embed/~i',
        'https://www.youtube-nocookie.com/embed/',
        $url
    );
}

/**
 * The service an inline script belongs to: by the marks of its pasted snippet (gtag(, fbq(), else
 * by the first known service URL in its code.
 *
 * @param array<string, array{
 *     name: string,
 *     category: string,
 *     hosts: list<string>,
 *     paths: list<string>,
 *     inline: list<string>
 * }> $services
 * @return array{id: string, name: string, category: string}|null
 */
function ws_service_of_inline_script(string $code, array $services): ?array
{
    foreach ($services as $id => $service) {
        foreach ($service['inline'] as $mark) {
            if (str_contains($code, $mark)) {
                return ['id' => (string) $id, 'name' => $service['name'], 'category' => $service['category']];
            }
        }
    }
    preg_match_all('~(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}[^\s\'"`)]*~i', $code, $urls);
    foreach ($urls[0] as $url) {
        $service = ws_service_of_url($url, $services);
        if ($service !== null) {
            return $service;
        }
    }
    return null;
}

/** A new attribute value, quoted and escaped. */
function ws_quoted(string $value): string
{
    return '"' . htmlspecialchars($value, ENT_QUOTES | ENT_HTML5, 'UTF-8') . '"';
}

/**
 * The attributes without those named (lowercase), and without event handlers and srcdoc: a held
 * frame still loads about:blank, and its onload would run before any consent (an oEmbed answer
 * carries whatever its provider wrote).
 */
function ws_without_attributes(array $pairs, array $names): array
{
    return array_values(array_filter(
        $pairs,
        static fn (array $pair) => !in_array(strtolower($pair[0]), $names, true) && !ws_attribute_dangerous($pair[0])
    ));
}

/** Script types a browser runs: none, JavaScript's names, and module. */
function ws_runs_as_script(?string $type): bool
{
    $type = strtolower(trim($type ?? ''));
    return $type === ''
        || $type === 'module'
        || preg_match('~^(text|application)/(x-)?(java|ecma)script\z~', $type) === 1;
}

/**
 * Known services in a piece of HTML held until their category is accepted, as the consent markup
 * of docs/REFERENCE.md "Consent markup" has it: scripts (by src, or inline by their snippet) become
 * type="text/plain" with data-category, data-service and data-src; frames and pictures get their
 * src as data-src (YouTube's privacy-enhanced host for frames); stylesheets their href as
 * data-href; connection hints to them go. Markup already marked stays as it is. With $category,
 * every script of the piece waits for that category (an enqueued script with its inline parts).
 *
 * @param array<string, array{
 *     name: string,
 *     category: string,
 *     hosts: list<string>,
 *     paths: list<string>,
 *     inline: list<string>
 * }> $services
 * @return array{html: string, held: list<string>, unreadable: int}
 */
function ws_known_services_held(string $html, array $services, ?array $force = null): array
{
    $out = '';
    $at = 0;
    $held = [];
    $unreadable = 0;
    while (preg_match('~<(script|iframe|link|img|source)(?=[\s/>])~i', $html, $found, PREG_OFFSET_CAPTURE, $at) === 1) {
        $start = $found[0][1];
        $name = strtolower($found[1][0]);
        $name_end = $start + strlen($found[0][0]);
        $out .= substr($html, $at, $start - $at);
        $tag = ws_start_tag($html, $name_end);
        if ($tag === null) {
            // Left as it is: breaking markup the plugin cannot read is worse than not holding it.
            $unreadable++;
            $out .= $found[0][0];
            $at = $name_end;
            continue;
        }
        $attributes = [];
        foreach ($tag['pairs'] as [$attribute, $value]) {
            $attributes[strtolower($attribute)] ??= ws_attribute_value($value);
        }
        $end = $tag['end'];
        $body = '';
        if ($name === 'script') {
            $close = stripos($html, '</script', $end);
            $body_end = $close === false ? strlen($html) : $close;
            $body = substr($html, $end, $body_end - $end);
            $end = $close === false ? strlen($html) : ws_offset_after($html, '>', $close);
        }
        $original = substr($html, $start, $end - $start);
        if (isset($attributes['data-category'])) {
            $out .= $original;
            $at = $end;
            continue;
        }
        $pairs = $tag['pairs'];
        $service = null;
        $replacement = $original;
        if ($name === 'script' && ws_runs_as_script($attributes['type'] ?? null)) {
            $src = $attributes['src'] ?? null;
            $service = $force ?? ($src !== null
                ? ws_service_of_url($src, $services)
                : ws_service_of_inline_script($body, $services));
            if ($service !== null) {
                $kept = ws_without_attributes($pairs, ['type', 'src']);
                $marks = [
                    ['type', '"text/plain"'],
                    ['data-category', ws_quoted($service['category'])],
                    ['data-service', ws_quoted($service['name'])],
                ];
                if ($src !== null) {
                    $marks[] = ['data-src', ws_quoted($src)];
                }
                $replacement = ws_start_tag_html('script', [...$marks, ...$kept]) . substr(
                    $html,
                    $tag['end'],
                    $end - $tag['end']
                );
            }
        } elseif ($name === 'iframe' && isset($attributes['src'])) {
            $service = ws_service_of_url($attributes['src'], $services);
            if ($service !== null) {
                $marks = [
                    ['data-category', ws_quoted($service['category'])],
                    ['data-service', ws_quoted($service['name'])],
                    ['data-src', ws_quoted(ws_privacy_enhanced_url($attributes['src']))],
                ];
                $replacement = ws_start_tag_html(
                    'iframe',
                    [...$marks, ...ws_without_attributes($pairs, ['src', 'srcdoc'])],
                    $tag['self_closing']
                );
            }
        } elseif ($name === 'link' && isset($attributes['href'])) {
            $service = ws_service_of_url($attributes['href'], $services);
            $relations = preg_split('/\s+/', strtolower($attributes['rel'] ?? ''), -1, PREG_SPLIT_NO_EMPTY) ?: [];
            if ($service !== null && in_array('stylesheet', $relations, true)) {
                $marks = [
                    ['data-category', ws_quoted($service['category'])],
                    ['data-service', ws_quoted($service['name'])],
                    ['data-href', ws_quoted($attributes['href'])],
                ];
                $replacement = ws_start_tag_html(
                    'link',
                    [...$marks, ...ws_without_attributes($pairs, ['href'])],
                    $tag['self_closing']
                );
            } elseif ($service !== null && array_intersect(
                $relations,
                ['preconnect', 'dns-prefetch', 'preload', 'prefetch', 'modulepreload']
            ) !== []) {
                // A hint to a held service connects to it before consent: it goes.
                $replacement = '';
            } else {
                $service = null;
            }
        } elseif (($name === 'img' || $name === 'source')
            && (isset($attributes['src']) || isset($attributes['srcset']))) {
            $service = ws_service_of_url($attributes['src'] ?? '', $services)
                ?? ws_service_of_url(preg_split('/[\s,]+/', trim($attributes['srcset'] ?? ''))[0] ?? '', $services);
            if ($service !== null) {
                $marks = [
                    ['data-category', ws_quoted($service['category'])],
                    ['data-service', ws_quoted($service['name'])],
                ];
                $renamed = array_map(
                    static fn (array $pair) => isset(WS_FETCHING_ATTRIBUTES[strtolower($pair[0])])
                        ? [WS_FETCHING_ATTRIBUTES[strtolower($pair[0])], $pair[1]]
                        : $pair,
                    ws_without_attributes($pairs, [])
                );
                $replacement = ws_start_tag_html($name, [...$marks, ...$renamed], $tag['self_closing']);
            }
        }
        if ($service !== null) {
            $held[] = $service['name'];
        }
        $out .= $replacement;
        $at = $end;
    }
    return [
        'html' => $out . substr($html, $at),
        'held' => array_values(array_unique($held)),
        'unreadable' => $unreadable,
    ];
}

/**
 * The held services a page's HTML names (the plugin's own marking writes data-service and
 * data-category on each), by name with their category.
 *
 * @return array<string, string>
 */
function ws_services_in_html(string $html): array
{
    $found = [];
    preg_match_all('~<[a-z][a-z0-9-]*(?=[\s/>])~i', $html, $tags, PREG_OFFSET_CAPTURE);
    foreach ($tags[0] as [$name, $offset]) {
        $attributes = ws_start_tag_attributes($html, $offset + strlen($name))[0] ?? [];
        $service = $attributes['data-service'] ?? '';
        $category = $attributes['data-category'] ?? '';
        if ($service !== '' && in_array($category, WS_SERVICE_CATEGORIES, true)) {
            $found[$service] = $category;
        }
    }
    ksort($found);
    return $found;
}
