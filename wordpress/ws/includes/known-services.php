<?php
// What WordPress itself sends out, held at the source before the HTML leaves (docs/WORDPRESS.md
// "Known services"): a browser fetches what it parses, and no script that comes later can take a
// request back. WordPress's own filters first; content, blocks and widgets as they are rendered.
declare(strict_types=1);

add_filter('script_loader_tag', 'ws_hold_enqueued_script', 20, 3);
add_filter('style_loader_tag', 'ws_hold_enqueued_style', 20, 2);
add_filter('embed_oembed_html', 'ws_hold_markup', 20);
add_filter('render_block', 'ws_hold_markup', 20);
add_filter('the_content', 'ws_hold_markup', 99);
add_filter('widget_text', 'ws_hold_markup', 99);
add_filter('widget_block_content', 'ws_hold_markup', 99);
add_filter('widget_custom_html_content', 'ws_hold_markup', 99);
add_action('init', 'ws_hold_emoji');
add_filter('wp_resource_hints', 'ws_drop_service_hints', 20);
// What a theme or plugin echoes into the head or the footer has no filter of its own: those two
// outputs are read once as a whole, after everything else printed into them.
foreach (['wp_head', 'wp_footer'] as $ws_hook) {
    add_action($ws_hook, 'ws_start_holding_output', PHP_INT_MIN);
    add_action($ws_hook, 'ws_finish_holding_output', PHP_INT_MAX);
}

/** The table of known services with the site owner's additions and categories, checked once per request. */
function ws_known_services(): array
{
    static $services = null;
    if ($services !== null) {
        return $services;
    }
    $table = apply_filters('ws_known_services', ws_default_services());
    if (is_array($table)) {
        foreach ($table as $id => $entry) {
            if (is_array($entry)) {
                $table[$id]['category'] = apply_filters(
                    'ws_service_category',
                    $entry['category'] ?? null,
                    (string) $id
                );
            }
        }
    }
    $checked = ws_checked_services($table);
    foreach ($checked['problems'] as $problem) {
        ws_debug_log($problem);
    }
    return $services = $checked['services'];
}

/** One line in WordPress's debug log (with WP_DEBUG_LOG), each message once per request. */
function ws_debug_log(string $message): void
{
    static $said = [];
    if (isset($said[$message]) || !(defined('WP_DEBUG') && WP_DEBUG)) {
        return;
    }
    $said[$message] = true;
    error_log('ws: ' . $message);
}

/** Markup with the known services in it held; what cannot be read stays untouched and is named once. */
function ws_hold_markup(mixed $html, ?array $force = null): mixed
{
    if (!is_string($html) || $html === '' || is_admin() || !preg_match('~<(script|iframe|link|img|source)~i', $html)) {
        return $html;
    }
    $held = ws_known_services_held($html, ws_known_services(), $force);
    if ($held['unreadable'] > 0) {
        ws_debug_log("{$held['unreadable']} tag(s) could not be read and were left as they are: " . substr(
            preg_replace('/\s+/', ' ', $html) ?? '',
            0,
            160
        ));
    }
    return $held['html'];
}

/** An enqueued script of a known service waits, with its inline parts (before, after, translations). */
function ws_hold_enqueued_script(string $tag, string $handle, string $src): string
{
    $service = ws_service_of_url($src, ws_known_services());
    return $service === null ? (string) ws_hold_markup($tag) : (string) ws_hold_markup($tag, $service);
}

function ws_hold_enqueued_style(string $tag, string $handle): string
{
    return (string) ws_hold_markup($tag);
}

/**
 * WordPress's emoji detection may fetch from s.w.org: it is not printed, unless the owner brings it
 * back (setting `emoji`), then held for preferences like the service it calls.
 */
function ws_hold_emoji(): void
{
    remove_action('wp_head', 'print_emoji_detection_script', 7);
    remove_action('wp_print_styles', 'print_emoji_styles');
    remove_filter('the_content_feed', 'wp_staticize_emoji');
    remove_filter('comment_text_rss', 'wp_staticize_emoji');
    remove_filter('wp_mail', 'wp_staticize_emoji_for_email');
    if (!(ws_settings()['emoji'] ?? false)) {
        return;
    }
    add_action('wp_head', static function (): void {
        $emoji = ws_known_services()['wordpress-emoji'] ?? null;
        if ($emoji === null) {
            return;
        }
        ob_start();
        print_emoji_detection_script();
        echo (string) ws_hold_markup(
            (string) ob_get_clean(),
            ['id' => 'wordpress-emoji', 'name' => $emoji['name'], 'category' => $emoji['category']]
        );
    }, 7);
}

/** WordPress's dns-prefetch and preconnect hints connect to a host before consent: a known service's go. */
function ws_drop_service_hints(array $urls): array
{
    return array_values(array_filter($urls, static function ($hint): bool {
        $href = is_array($hint) ? (string) ($hint['href'] ?? '') : (string) $hint;
        return ws_service_of_url(
            str_starts_with($href, '//') || str_contains($href, '://') ? $href : "https://{$href}",
            ws_known_services()
        ) === null;
    }));
}

function ws_start_holding_output(): void
{
    if (!is_admin()) {
        ob_start();
    }
}

function ws_finish_holding_output(): void
{
    if (!is_admin() && ob_get_level() > 0) {
        echo (string) ws_hold_markup((string) ob_get_clean());
    }
}

/** Where the last scan of the site's pages is kept (an option, not autoloaded). */
const WS_SCAN_OPTION = 'ws_services_scan';
/** How many of the newest posts and pages the scan fetches besides the front page. */
const WS_SCAN_NEWEST = 3;

/** The pages a scan fetches: the front page and the newest posts and pages, published and public. */
function ws_scan_urls(): array
{
    $urls = [home_url('/')];
    foreach (['post', 'page'] as $type) {
        foreach (get_posts([
            'post_type' => $type,
            'post_status' => 'publish',
            'has_password' => false,
            'numberposts' => WS_SCAN_NEWEST,
        ]) as $post) {
            $urls[] = (string) get_permalink($post);
        }
    }
    return array_values(array_unique($urls));
}

/**
 * The site's pages fetched as a first-time visitor gets them (no cookies), with the services the
 * plugin held on each: what the banner governs.
 *
 * @return array{
 *     time: string,
 *     pages: list<string>,
 *     failed: list<string>,
 *     services: array<string, array{category: string, pages: list<string>}>
 * }
 */
function ws_scan_services(): array
{
    $scan = ['time' => gmdate('Y-m-d H:i:s'), 'pages' => [], 'failed' => [], 'services' => []];
    foreach (ws_scan_urls() as $url) {
        $response = wp_remote_get($url, ['timeout' => 15, 'redirection' => 2, 'headers' => ['Accept' => 'text/html']]);
        if (is_wp_error($response) || wp_remote_retrieve_response_code($response) !== 200) {
            $scan['failed'][] = $url;
            continue;
        }
        $scan['pages'][] = $url;
        foreach (ws_services_in_html((string) wp_remote_retrieve_body($response)) as $service => $category) {
            $scan['services'][$service]['category'] = $category;
            $scan['services'][$service]['pages'][] = $url;
        }
    }
    ksort($scan['services']);
    return $scan;
}
