<?php
/**
 * Plugin Name: ws local demo site
 * Description: Settings of the throwaway local site only (scripts/wordpress-site.ts), never shipped:
 * no outgoing HTTP (there is no internet here), no update checks.
 */

declare(strict_types=1);

// The machine has no network: every outgoing request fails at once instead of waiting, except
// those to the site itself (the plugin's scan of its own pages).
add_filter('pre_http_request', static function ($answer, array $arguments, string $url) {
    $host = (string) wp_parse_url($url, PHP_URL_HOST);
    return in_array($host, ['127.0.0.1', 'localhost'], true) ? $answer : new WP_Error(
        'ws_local_offline',
        'The local demo site makes no outgoing requests.'
    );
}, 1, 3);
add_filter('automatic_updater_disabled', '__return_true');

// The tests' stand-in for a security plugin: with ?csp a nonce per response, sent in a
// Content-Security-Policy header and given to ws through its filter (docs/WORDPRESS.md "Public names").
if (isset($_GET['csp'])) {
    $ws_local_nonce = base64_encode(random_bytes(16));
    add_filter('ws_csp_nonce', static fn (): string => $ws_local_nonce);
    add_action('send_headers', static function () use ($ws_local_nonce): void {
        header(
            "Content-Security-Policy: script-src 'nonce-" . $ws_local_nonce . "' 'strict-dynamic' 'report-sample'; "
                . "object-src 'none'; base-uri 'none'"
        );
    });
}

// The tests' English visitor: with ?lang=en the site speaks English (docs/WORDPRESS.md "Settings").
if (($_GET['lang'] ?? '') === 'en') {
    add_filter('locale', static fn (): string => 'en_US');
}

// What a site owner's other plugins, theme and widgets send out, as they send it: the plugin must
// hold each at its source (docs/WORDPRESS.md "Known services"). Analytics enqueued with its inline
// configuration, a web font linked by the theme, a Meta Pixel pasted into a Custom HTML widget.
const WS_LOCAL_ANALYTICS_ID = 'G-WEBER2026';
add_action('wp_enqueue_scripts', static function (): void {
    wp_enqueue_script(
        'ws-local-gtag',
        'https://www.googletagmanager.com/gtag/js?id=' . WS_LOCAL_ANALYTICS_ID,
        [],
        null,
        false
    );
    wp_add_inline_script(
        'ws-local-gtag',
        "window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} "
            . "gtag('js', new Date()); gtag('config', '"
            . WS_LOCAL_ANALYTICS_ID
            . "'); window.__gtagConfigRuns = (window.__gtagConfigRuns || [])"
            . ".concat(typeof window.__thirdPartyRan === 'number' ? 'after-gtag' : 'before-gtag');"
    );
    wp_enqueue_style(
        'ws-local-font',
        'https://fonts.googleapis.com/css2?family=Source+Sans+3:wght@400;600&display=swap',
        [],
        null
    );
});
add_action('wp_head', static function (): void {
    echo "<link rel='preconnect' href='https://fonts.gstatic.com' crossorigin>\n";
}, 2);
add_action('wp_footer', static function (): void {
    the_widget(
        'WP_Widget_Custom_HTML',
        [
            'title' => '',
            'content' => "<script>\n"
                . "!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?"
                . "n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;"
                . "n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;"
                . "s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window, document,'script',"
                . "'https://connect.facebook.net/en_US/fbevents.js');\n"
                . "fbq('init', '1234567890');\n"
                . "fbq('track', 'PageView');\n"
                . "</script>\n"
                . "<noscript><img height=\"1\" width=\"1\" style=\"display:none\" "
                . "src=\"https://www.facebook.com/tr?id=1234567890&ev=PageView&noscript=1\"/></noscript>",
        ]
    );
}, 5);

// oEmbed needs the internet: the answers YouTube and Vimeo give are given here (their usual iframes).
// A test may set other answers per URL (option ws_local_oembed_answers: a hostile provider's).
add_filter('pre_oembed_result', static function ($result, string $url) {
    $answers = get_option('ws_local_oembed_answers');
    if (is_array($answers) && isset($answers[$url])) {
        return (string) $answers[$url];
    }
    if (preg_match('~^https://(?:www\.youtube\.com/watch\?v=|youtu\.be/)([\w-]+)~', $url, $video)) {
        return '<iframe title="Werkstatt-Rundgang" width="500" height="281" src="https://www.youtube.com/embed/'
            . $video[1]
            . '?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; '
                . 'encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen></iframe>';
    }
    if (preg_match('~^https://vimeo\.com/(\d+)~', $url, $video)) {
        return '<iframe src="https://player.vimeo.com/video/'
            . $video[1]
            . '?dnt=1&amp;app_id=122963" width="500" height="281" frameborder="0" allow="autoplay; '
                . 'fullscreen; picture-in-picture" title="Lackierung im Zeitraffer"></iframe>';
    }
    return $result;
}, 10, 2);

// A site owner's own entries for the table of known services, as a test sets them (option
// ws_local_extra_services): the plugin must check them like any filter's answer.
add_filter('ws_known_services', static function ($services) {
    $extra = get_option('ws_local_extra_services');
    return is_array($extra) ? array_merge((array) $services, $extra) : $services;
});

// A site owner's own privacy-page text, as a test sets it (option ws_local_manage_consent_html): the
// plugin prints a filter's answer only after WordPress's rules for post content.
add_filter('ws_manage_consent_html', static function ($html) {
    $own = get_option('ws_local_manage_consent_html');
    return is_string($own) ? $own : $html;
});
