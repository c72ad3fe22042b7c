<?php
// The known third-party services the plugin holds until consent when WordPress, a theme, a plugin or
// an author emits them (docs/WORDPRESS.md "Known services"). Data only: site owners add or change
// entries with the filter `ws_known_services`, and a category with `ws_service_category`.
//
// Each entry: a name for people, the consent category that releases it, and where it lives: hosts
// (a host matches itself and its subdomains, never a look-alike such as youtube.com.example.org),
// optionally narrowed to path prefixes on that host; `inline` names what its pasted inline snippet
// says (gtag(, fbq(…), so that snippet waits with it.
declare(strict_types=1);

/**
 * @return array<string, array{
 *     name: string,
 *     category: string,
 *     hosts: list<string>,
 *     paths?: list<string>,
 *     inline?: list<string>
 * }>
 */
function ws_default_services(): array
{
    return [
        'youtube' => [
            'name' => 'YouTube',
            'category' => 'marketing',
            'hosts' => ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'ytimg.com'],
        ],
        'vimeo' => ['name' => 'Vimeo', 'category' => 'marketing', 'hosts' => ['vimeo.com', 'vimeocdn.com']],
        'google-maps' => [
            'name' => 'Google Maps',
            'category' => 'marketing',
            'hosts' => ['maps.google.com', 'maps.googleapis.com', 'maps.gstatic.com'],
        ],
        'google-maps-embed' => [
            'name' => 'Google Maps',
            'category' => 'marketing',
            'hosts' => ['www.google.com', 'google.com', 'www.google.de', 'google.de'],
            'paths' => ['/maps'],
        ],
        'google-analytics' => [
            'name' => 'Google Analytics',
            'category' => 'statistics',
            'hosts' => ['google-analytics.com', 'analytics.google.com'],
            'inline' => ['google-analytics.com/analytics.js', "ga('create'"],
        ],
        'gtag' => [
            'name' => 'Google Analytics (gtag.js)',
            'category' => 'statistics',
            'hosts' => ['www.googletagmanager.com', 'googletagmanager.com'],
            'paths' => ['/gtag/'],
            'inline' => ['gtag('],
        ],
        'google-tag-manager' => [
            'name' => 'Google Tag Manager',
            'category' => 'statistics',
            'hosts' => ['www.googletagmanager.com', 'googletagmanager.com'],
            'inline' => ['gtm.start', 'googletagmanager.com/gtm.js'],
        ],
        'meta-pixel' => [
            'name' => 'Meta Pixel',
            'category' => 'marketing',
            'hosts' => ['connect.facebook.net'],
            'inline' => ['fbq(', 'connect.facebook.net'],
        ],
        'meta-pixel-image' => [
            'name' => 'Meta Pixel',
            'category' => 'marketing',
            'hosts' => ['www.facebook.com', 'facebook.com'],
            'paths' => ['/tr'],
        ],
        'hotjar' => [
            'name' => 'Hotjar',
            'category' => 'statistics',
            'hosts' => ['hotjar.com', 'hotjar.io'],
            'inline' => ['_hjSettings', 'static.hotjar.com'],
        ],
        'matomo-cloud' => [
            'name' => 'Matomo Cloud',
            'category' => 'statistics',
            'hosts' => ['matomo.cloud', 'innocraft.cloud'],
            'inline' => ['.matomo.cloud'],
        ],
        'clarity' => [
            'name' => 'Microsoft Clarity',
            'category' => 'statistics',
            'hosts' => ['clarity.ms'],
            'inline' => ['clarity.ms/tag'],
        ],
        'linkedin-insight' => [
            'name' => 'LinkedIn Insight',
            'category' => 'marketing',
            'hosts' => ['snap.licdn.com', 'px.ads.linkedin.com'],
            'inline' => ['_linkedin_partner_id', 'snap.licdn.com'],
        ],
        'tiktok-pixel' => [
            'name' => 'TikTok Pixel',
            'category' => 'marketing',
            'hosts' => ['analytics.tiktok.com'],
            'inline' => ['analytics.tiktok.com', 'ttq.load('],
        ],
        'google-fonts' => [
            'name' => 'Google Fonts',
            'category' => 'preferences',
            'hosts' => ['fonts.googleapis.com', 'fonts.gstatic.com'],
        ],
        'adobe-fonts' => [
            'name' => 'Adobe Fonts',
            'category' => 'preferences',
            'hosts' => ['use.typekit.net', 'p.typekit.net'],
        ],
        'recaptcha' => ['name' => 'Google reCAPTCHA', 'category' => 'marketing', 'hosts' => ['recaptcha.net']],
        'recaptcha-google' => [
            'name' => 'Google reCAPTCHA',
            'category' => 'marketing',
            'hosts' => ['www.google.com', 'google.com', 'www.gstatic.com'],
            'paths' => ['/recaptcha'],
        ],
        'instagram' => [
            'name' => 'Instagram',
            'category' => 'marketing',
            'hosts' => ['instagram.com', 'cdninstagram.com'],
        ],
        'x-twitter' => [
            'name' => 'X (Twitter)',
            'category' => 'marketing',
            'hosts' => ['twitter.com', 'x.com', 'twimg.com'],
        ],
        'openstreetmap' => ['name' => 'OpenStreetMap', 'category' => 'marketing', 'hosts' => ['openstreetmap.org']],
        'calendly' => ['name' => 'Calendly', 'category' => 'marketing', 'hosts' => ['calendly.com']],
        'wordpress-emoji' => [
            'name' => 'WordPress Emoji (s.w.org)',
            'category' => 'preferences',
            'hosts' => ['s.w.org'],
        ],
    ];
}
